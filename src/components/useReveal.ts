import { useEffect, useRef, useState, type RefObject } from 'react';

/** Share of a section that must be visible before it counts as seen (specification: 10 percent). */
const REVEAL_THRESHOLD = 0.1;

export type RevealState = 'static' | 'waiting' | 'shown';

/**
 * Sets a visibility flag once 10 % of the element has scrolled into view. Content is never hidden
 * before scripts run (prerender, no JavaScript) nor under reduced motion; only a section that starts
 * out of view waits for its gentle entrance.
 */
export function useReveal<T extends HTMLElement>(): { ref: RefObject<T | null>; state: RevealState } {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting === true;
        if (first) {
          first = false;
          setState(visible ? 'shown' : 'waiting');
        } else if (visible) {
          setState('shown');
        }
        if (visible) observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, state };
}
