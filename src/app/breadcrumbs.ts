import type { Translate } from '../i18n/translator';
import { segmentLabels } from './routes';
import { decodeUrlText } from './urlText';

export interface Crumb {
  label: string;
  /** Locale-free path; null for the last entry, which is the current page and not linked. */
  path: string | null;
}

/** "research-and-more" -> "Research and more": the rule for segments without a known label. */
export function capitaliseSegment(segment: string): string {
  const words = decodeUrlText(segment).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Home, then one entry per path segment; empty on home, where the bar is hidden. */
export function buildCrumbs(path: string, t: Translate): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), path: '/' }];
  segments.forEach((segment, index) => {
    // Own keys only: "/__proto__" or "/constructor" are unknown segments, not the object's inner workings.
    const key = Object.hasOwn(segmentLabels, segment) ? segmentLabels[segment] : undefined;
    const isLast = index === segments.length - 1;
    crumbs.push({
      label: key ? t(`breadcrumbs.segments.${key}`) : capitaliseSegment(segment),
      path: isLast ? null : `/${segments.slice(0, index + 1).join('/')}`,
    });
  });
  return crumbs;
}
