import { useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '../browser/afterNextPaint';
import { useLocation } from 'wouter';
import { scrollToId } from '../browser/scrolling';
import { decodeUrlText } from '../routes/urlText';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/**
 * Every path change starts at the top of the new page, or at its #section, or, for a sub-service link,
 * at the matching section of its category page. Focus moves to the main content (or that section) so
 * screen readers announce the new page, once it is painted. The first render keeps the browser's own
 * position unless a sub-service section is asked for.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const { route } = useCurrentRoute();
  const anchor = route.service?.anchor;
  const first = useRef(true);

  // Before the new page's first frame, so it never shows at the old page's position.
  useLayoutEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const hash = decodeUrlText(window.location.hash.slice(1));
    if (hash && !isFirst && scrollToId(hash, 'auto')) return;
    if (anchor && !hash && scrollToId(anchor, isFirst ? 'auto' : 'smooth')) return;
    if (isFirst) return;
    // To the top without a layout; focus after the frame, as focusing lays the page out (issue 57).
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return afterNextPaint(() => document.getElementById('main')?.focus({ preventScroll: true }));
  }, [location, anchor]);

  return null;
}
