import { scrollToId } from '../browser/scrolling';
import { decodeUrlText } from '../routes/urlText';
import { resolveRoute } from '../routes/useCurrentRoute';
import { afterNextPaint } from './afterNextPaint';

/**
 * Where the page `path` starts, set before its first frame: at its #section, a sub-service's section, or the
 * top, with focus there (or on the main content) so screen readers announce it. A page no navigation brought
 * keeps the browser's position unless a sub-service is asked for. Returns the cancel of the focus.
 */
export function startPage(path: string, navigated: boolean): (() => void) | undefined {
  const hash = decodeUrlText(window.location.hash.slice(1));
  const anchor = resolveRoute(path).route.service?.anchor;
  if (hash && navigated && scrollToId(hash, 'auto')) return;
  if (anchor && !hash && scrollToId(anchor, navigated ? 'smooth' : 'auto')) return;
  if (!navigated) return;
  // To the top without a layout; focus once the page is painted, as focusing lays the page out.
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return afterNextPaint(() => document.getElementById('main')?.focus({ preventScroll: true }));
}
