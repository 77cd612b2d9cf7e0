import { useEffect, useState } from 'react';

/** False during the prerender and the hydrating render, true right after: for browser-only UI. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
