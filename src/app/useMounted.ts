import { useSyncExternalStore } from 'react';

const subscribeNever = (): (() => void) => () => undefined;

/**
 * False during the prerender and the hydrating render, true after: for browser-only UI. React renders the
 * server snapshot while hydrating, then the client one, so there is no hydration mismatch.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
