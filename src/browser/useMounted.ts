import { startTransition, useEffect, useState } from 'react';
import { hydrationDone } from './hydrationProgress';

/**
 * False during the prerender and hydration (a part may hydrate after the shell's effects), true after: for
 * browser-only UI without a mismatch. The switch, a transition so the page's browser-only UI renders in slices,
 * re-renders the caller and all below it: one that needs it only sometimes (a 404 path) passes `needed`.
 */
export function useMounted(needed = true): boolean {
  const [mounted, setMounted] = useState(hydrationDone);
  useEffect(() => {
    if (!mounted && needed) startTransition(() => setMounted(true));
  }, [mounted, needed]);
  return mounted || hydrationDone();
}
