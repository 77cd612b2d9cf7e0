import { useLayoutEffect } from 'react';

/**
 * While `locked`, the page under a modal layer does not scroll (the root's overflow is hidden). On release
 * the page is where the visitor left it, even if a browser moved it meanwhile; a navigation that follows
 * scrolls on from there. A layout effect: the lock comes and goes in the same commit as the layer, never
 * a frame later (a wheel turned just after closing the menu would otherwise meet a page still locked).
 */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { scrollX, scrollY } = window;
    root.classList.add('scroll-locked');
    return () => {
      root.classList.remove('scroll-locked');
      if (window.scrollX !== scrollX || window.scrollY !== scrollY)
        window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    };
  }, [locked]);
}
