import { useSyncExternalStore } from 'react';

const subscribeNever = (): (() => void) => () => undefined;

/** The year the pages were built while hydrating, then the visitor's current year (no hydration mismatch). */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
