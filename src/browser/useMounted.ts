import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated: components that mount later (client navigation) start mounted. */
let hydrated = false;

/**
 * False during the prerender and the hydrating render, true after: for browser-only UI, without a
 * hydration mismatch. The switch after hydration is a transition, so the browser-only UI of the whole
 * page renders in slices instead of one blocking task (a synchronous re-render took ~100 ms here).
 *
 * Each switch re-renders the caller and everything below it, so a caller that needs the browser's
 * value only sometimes (a 404 path, a filter in the URL) passes `needed` and is left alone otherwise;
 * it still reads true in any later render, as nothing renders for hydration after the first commit.
 */
export function useMounted(needed = true): boolean {
  const [mounted, setMounted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!mounted && needed) startTransition(() => setMounted(true));
  }, [mounted, needed]);
  return mounted || hydrated;
}
