import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated: components that mount later (client navigation) start mounted. */
let hydrated = false;

/**
 * False during the prerender and the hydrating render, true after: for browser-only UI, without a
 * hydration mismatch. The switch after hydration is a transition, so the browser-only UI of the whole
 * page renders in slices instead of one blocking task (a synchronous re-render took ~100 ms here).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return mounted;
}
