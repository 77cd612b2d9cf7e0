/**
 * The location the site renders, moved on by the navigation machine (machine.ts). A new address renders once
 * its page is prepared (a render that suspended would start again from the top) and the press's own frame has
 * shown the header's answer, in one go (between a transition's slices the browser ran other tasks and frames).
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { hydrationDone } from '../browser/hydrationProgress';
import { whenIdleAfterLoad } from '../browser/whenIdle';
import { afterNextPaint } from './afterNextPaint';
import { prepareMenusWhenIdle, prepareOnIntent } from './intentPrefetch';
import { navigation, pendingPath } from './machine';
import { startPage } from './pageStart';
import type { Prepare } from './prepare';
import { keepPressedFor } from './pressedLink';

const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;
const pending = (): string | null => pendingPath(navigation.state());

/** wouter's router over the rendered path. `prerendered`: the path being prerendered; else the address bar's. */
export function LocationProvider(props: { prerendered?: string; prepare: Prepare; children: ReactNode }) {
  const { prerendered, prepare, children } = props;
  const [path, setPath] = useState(() => prerendered ?? window.location.pathname);
  // Settled ahead of the after-paint work of the page's own effects (its later part), not in the middle of it.
  useLayoutEffect(() => {
    const stopStart = startPage(path, navigation.state().phase === 'painted');
    navigation.dispatch({ type: 'committed', path });
    const stopSettle = afterNextPaint(() => navigation.dispatch({ type: 'settled', path }));
    return () => [stopStart, stopSettle].forEach((stop) => stop?.());
  }, [path]);
  useEffect(() => prepareMenusWhenIdle(path, prepare), [path, prepare]);
  useEffect(() => {
    // While the page still hydrates, a transition: an urgent render would replace parts not yet hydrated.
    const render = (to: string): void => (hydrationDone() ? setPath(to) : startTransition(() => setPath(to)));
    const follow = (): void => {
      const before = navigation.state().id;
      const { phase, path: next, shown, id } = navigation.dispatch({ type: 'go', path: window.location.pathname });
      if (id !== before && phase === 'idle') render(shown);
      if (id === before || phase !== 'preparing') return;
      const painted = new Promise((resolve) => afterNextPaint(() => resolve(null)));
      Promise.all([prepare(next), painted]).then(
        () => {
          if (navigation.dispatch({ type: 'painted', id }).id !== id) return;
          // Focus on a link of the page being replaced (a card) goes first: removed while focused, it made the
          // browser lay out the half-replaced page in the middle of React's commit.
          const [focused, main] = [document.activeElement, document.getElementById('main')];
          if (focused instanceof HTMLElement && focused !== main && main?.contains(focused)) focused.blur();
          render(next);
        },
        // Offline, or a newer deployment replaced the build: the server has the page (its load cannot loop).
        () => navigation.state().id === id && window.location.reload(),
      );
    };
    const stops = [
      navigation.subscribe(() => keepPressedFor(pending())),
      prepareOnIntent(prepare),
      // A page's first change of its history entry costs far more than later ones: paid at idle, not by the
      // first click (the same entry, by the browser's own method: no event).
      whenIdleAfterLoad(() => History.prototype.replaceState.call(window.history, window.history.state, '')),
      () => historyEvents.forEach((event) => window.removeEventListener(event, follow)),
    ];
    historyEvents.forEach((event) => window.addEventListener(event, follow));
    follow(); // A link followed while the page was still hydrating, before this listened.
    return () => stops.forEach((stop) => stop());
  }, [prepare]);
  const hook = useCallback((): [string, typeof navigate] => [path, navigate], [path]);
  // ssrPath also gives wouter's search hook its empty search in the prerender.
  const ssr = prerendered ? { ssrPath: prerendered } : {};
  return (
    <Router hook={hook} {...ssr}>
      {children}
    </Router>
  );
}

/** The page asked for while it is on its way (the header marks it current from the click on); null at rest. */
export const usePendingPath = (): string | null => useSyncExternalStore(navigation.subscribe, pending, () => null);
