import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { scrollToId } from '../browser/scrolling';
import { decodeUrlText } from '../routes/urlText';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/**
 * Every path change starts at the top of the new page, or at its #section, or, for a sub-service link,
 * at the matching section of its category page. Focus moves to the main content (or that section) so
 * screen readers announce the new page. The first render keeps the browser's own position unless a
 * sub-service section is asked for.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const { route } = useCurrentRoute();
  const anchor = route.service?.anchor;
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const hash = decodeUrlText(window.location.hash.slice(1));
    if (hash && !isFirst && scrollToId(hash, 'auto')) return;
    if (anchor && !hash && scrollToId(anchor, isFirst ? 'auto' : 'smooth')) return;
    if (isFirst) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location, anchor]);

  return null;
}
