/** The runtime's React-visible state (renderer, paused, reduced motion); null before hydration. */
import { useSyncExternalStore } from 'react';
import { useMounted } from '../browser/useMounted';
import { globeRuntime, type GlobeSnapshot } from './runtime';

const noSubscription = (): (() => void) => () => undefined;
const subscribe = (listener: () => void): (() => void) => globeRuntime().subscribe(listener);
const snapshot = (): GlobeSnapshot => globeRuntime().getSnapshot();
const none = (): null => null;

export function useGlobeState(): GlobeSnapshot | null {
  const mounted = useMounted();
  return useSyncExternalStore(mounted ? subscribe : noSubscription, mounted ? snapshot : none, none);
}

/** Whether the visitor paused the globe; false before hydration. */
export function useGlobePaused(): boolean {
  return useGlobeState()?.paused ?? false;
}
