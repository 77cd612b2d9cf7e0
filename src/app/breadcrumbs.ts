import { overviewCategories, subServiceCopy } from '../content/services/subServices';
import type { Translator } from '../i18n/translator';
import { matchRoute, segmentLabels, serviceSlugs } from './routes';
import { decodeUrlText } from './urlText';

export interface Crumb {
  label: string;
  /**
   * Locale-free path; null where there is no page to go to: the last entry (the current page), and on the
   * 404 page any made-up part of the address ("/no/such/page": neither /no nor /no/such exists).
   */
  path: string | null;
}

/** "research-and-more" -> "Research and more": the rule for segments without a known label. */
export function capitaliseSegment(segment: string): string {
  const words = decodeUrlText(segment).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A sub-service's name as its overview card says it ("/services/rd-slug/ai-ml" -> "AI and machine learning"). */
function subServiceLabel(segments: readonly string[], { messages }: Pick<Translator, 'messages'>): string | undefined {
  const [services, categorySlug, slug] = segments;
  if (services !== 'services' || segments.length !== 3) return undefined;
  const overview = overviewCategories.find(({ category }) => serviceSlugs[category].slug === categorySlug);
  const sub = overview?.subServices.find((candidate) => candidate.slug === slug);
  if (!overview || !sub) return undefined;
  return subServiceCopy(messages, overview.id, sub.key).name;
}

function pageAt(path: string): string | null {
  return matchRoute(path) ? path : null;
}

/** Home, then one entry per path segment; empty on home, where the bar is hidden. */
export function buildCrumbs(path: string, { t, messages }: Pick<Translator, 't' | 'messages'>): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), path: '/' }];
  segments.forEach((segment, index) => {
    // Own keys only: "/__proto__" or "/constructor" are unknown segments, not the object's inner workings.
    const key = Object.hasOwn(segmentLabels, segment) ? segmentLabels[segment] : undefined;
    const isLast = index === segments.length - 1;
    const subService = isLast ? subServiceLabel(segments, { messages }) : undefined;
    crumbs.push({
      label: subService ?? (key ? t(`breadcrumbs.segments.${key}`) : capitaliseSegment(segment)),
      path: isLast ? null : pageAt(`/${segments.slice(0, index + 1).join('/')}`),
    });
  });
  return crumbs;
}
