/**
 * The breadcrumb trail of a locale-free path: Home, then one entry per path segment. A segment that ends at
 * a page of the route table is named by that route's own dictionary label (in the page's language) and
 * linked by its id. A made-up part of a 404 address is echoed only when it looks like a slug: text from the
 * address bar is never shown as the site's own words (a sentence there is a phishing prop on a branded page).
 */
import { entryMeta } from '../content/collections';
import { subServiceCopy } from '../content/services/subServices';
import type { Translator } from '../i18n/translator';
import { matchRoute, routeById, type RouteDef, type RouteId } from './routes';
import { decodeUrlText } from './urlText';

export interface Crumb {
  label: string;
  /**
   * The page to go to; null where there is none: the last entry (the current page), and on the 404 page
   * any made-up part of the address ("/no/such/page": neither /no nor /no/such exists).
   */
  route: RouteId | null;
}

/**
 * What a slug looks like: letters and digits in at most three hyphen-separated words, 30 characters at most.
 * "/some-unknown-thing" is one; "/de/Konto%20gesperrt%3A%20bitte…" or "/konto-gesperrt-bitte-ueberweisen" is not.
 */
const slugLike = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+){0,2}$/u;
const slugMaxLength = 30;

/**
 * "research-and-more" -> "Research and more": the rule for segments that are no page of ours; undefined for
 * one that is no slug (then the crumb says "Page not found").
 */
export function capitaliseSegment(segment: string): string | undefined {
  const text = decodeUrlText(segment);
  if (text.length > slugMaxLength || !slugLike.test(text)) return undefined;
  const words = text.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type CrumbWords = Pick<Translator, 't' | 'messages' | 'locale'>;

/** A route's words: its breadcrumb label, a sub-service's name as its overview card says it, an entry's title. */
function routeLabel(route: RouteDef, { t, messages, locale }: CrumbWords): string | undefined {
  const { crumb } = route;
  if (!crumb) return undefined;
  if ('key' in crumb) return t(crumb.key);
  if ('entry' in crumb) return entryMeta(crumb.entry.collection, crumb.entry.slug, locale)?.title;
  return subServiceCopy(messages, crumb.overview, crumb.subService).name;
}

/** Home, then one entry per path segment; empty on home, where the bar is hidden. */
export function buildCrumbs(path: string, translator: CrumbWords): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const home = routeById('home');
  const crumbs: Crumb[] = [{ label: routeLabel(home, translator) ?? '', route: home.id }];
  segments.forEach((segment, index) => {
    const route = matchRoute(`/${segments.slice(0, index + 1).join('/')}`, translator.locale);
    const isLast = index === segments.length - 1;
    crumbs.push({
      label:
        (route && routeLabel(route, translator)) ?? capitaliseSegment(segment) ?? translator.t('breadcrumbs.notFound'),
      route: isLast || !route ? null : route.id,
    });
  });
  return crumbs;
}
