/**
 * A click's way to its page: idle → preparing (its code and words load, the press's own frame paints) →
 * painted (it renders) → committed (React wrote it) → settled (its frame is on screen). The address of the page
 * shown makes it idle at once. It imports nothing: the globe watches it and knows nothing else of the site.
 */
export type Phase = 'idle' | 'preparing' | 'painted' | 'committed' | 'settled';
/** `path`: the page on its way, or at rest the page shown; `id` counts the address's changes. */
export type Navigation = Readonly<{ phase: Phase; path: string; shown: string; id: number }>;
export type NavigationEvent = { type: 'go' | 'committed' | 'settled'; path: string } | { type: 'painted'; id: number };

const onItsWay = (phase: Phase): boolean => phase === 'preparing' || phase === 'painted' || phase === 'committed';

export function transition(state: Navigation, event: NavigationEvent): Navigation {
  const { phase, path, shown, id } = state;
  switch (event.type) {
    case 'go':
      if (event.path === path) return state;
      if (event.path === shown) return { phase: 'idle', path: shown, shown, id: id + 1 };
      return { phase: 'preparing', path: event.path, shown, id: id + 1 };
    case 'painted':
      return phase === 'preparing' && event.id === id ? { ...state, phase: 'painted' } : state;
    case 'committed':
      if (phase === 'painted' && event.path === path) return { ...state, phase: 'committed', shown: path };
      // Another render (the first, or an overtaken one): what is shown, and at rest where the address is.
      if (event.path === shown) return state;
      return onItsWay(phase) ? { ...state, shown: event.path } : { ...state, path: event.path, shown: event.path };
    case 'settled':
      return phase === 'committed' && event.path === path ? { ...state, phase: 'settled' } : state;
  }
}

/** The page asked for while it is on its way; null at rest. */
export const pendingPath = ({ phase, path }: Navigation): string | null => (onItsWay(phase) ? path : null);

/** Whether the next page renders: nothing else should take the main thread then. */
export const rendersPage = ({ phase }: Navigation): boolean => phase === 'painted' || phase === 'committed';

let state: Navigation = { phase: 'idle', path: '', shown: '', id: 0 };
const listeners = new Set<() => void>();
/** The browser's one navigation: read, watched (React through useSyncExternalStore, the globe) and moved on. */
export const navigation = {
  state: (): Navigation => state,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  dispatch: (event: NavigationEvent): Navigation => {
    const next = transition(state, event);
    if (next === state) return state;
    state = next;
    listeners.forEach((listener) => listener());
    return state;
  },
};
