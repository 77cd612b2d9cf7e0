import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToId } from './scrolling';

/**
 * Every path change starts at the top of the new page (or at its #section), and focus moves to the main
 * content so screen readers announce the new page. The first render keeps the browser's own position.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash && scrollToId(hash, 'auto')) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location]);

  return null;
}
