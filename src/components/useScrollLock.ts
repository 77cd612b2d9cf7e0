import { useEffect } from 'react';

/**
 * While `locked`, the page under a modal layer does not scroll (the root's overflow is hidden). On release
 * the page is where the visitor left it, even if a browser moved it meanwhile; a navigation that follows
 * scrolls on from there.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { scrollX, scrollY } = window;
    root.classList.add('scroll-locked');
    return () => {
      root.classList.remove('scroll-locked');
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    };
  }, [locked]);
}
