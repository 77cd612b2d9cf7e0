import { startTransition, useEffect, useState } from 'react';
import { hydrationDone } from './hydrationProgress';

/**
 * False during the prerender and the hydrating render, true after: for browser-only UI, without a
 * hydration mismatch. The switch after hydration is a transition, so the browser-only UI of the whole
 * page renders in slices instead of one blocking task (a synchronous re-render took ~100 ms here).
 *
 * Each switch re-renders the caller and everything below it, so a caller that needs the browser's
 * value only sometimes (a 404 path, a filter in the URL) passes `needed` and is left alone otherwise;
 * it still reads true in any render after the whole page has hydrated.
 */
export function useMounted(needed = true): boolean {
  // Components that mount once the whole page has hydrated (client navigation) start mounted. Until then a
  // part may still be hydrating its prerendered markup (components/HydrationPart.tsx), even after the
  // shell's effects ran.
  const [mounted, setMounted] = useState(hydrationDone);
  useEffect(() => {
    if (!mounted && needed) startTransition(() => setMounted(true));
  }, [mounted, needed]);
  return mounted || hydrationDone();
}
