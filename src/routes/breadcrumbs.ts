/**
 * The breadcrumb trail of a locale-free path: Home, then one entry per path segment. A segment that ends at
 * a page of the route table is named by that route's own dictionary label (in the page's language) and
 * linked by its id; one that ends at a section without a page of its own (the places') is named by its label
 * and linked nowhere. A made-up part of a 404 address is echoed only when it looks like a page's label: text from
 * the address bar is never shown as the site's own words (a sentence, a phone number or an account number there
 * is a phishing prop on a branded page).
 */
import { entryMeta } from '../content/collections';
import { subServiceCopy } from '../content/services/subServices';
import type { Translator } from '../i18n/translator';
import { matchRoute, routeById, sectionCrumbs, type RouteDef, type RouteId } from './routes';
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
 * What a page's label looks like: at most three hyphen-separated words of Latin letters (the script of the
 * site's three languages) and digits, with a letter, and with 30 characters and four digits at most in all.
 * "/some-unknown-thing" is one; a sentence ("/konto-gesperrt-bitte-ueberweisen", "/de/Konto%20gesperrt%3A…"),
 * a phone number ("/call-0800-5551234"), an IBAN ("/iban-DE89370400440532013000") or words in another script
 * are not.
 */
const labelLike = /^(?=.*\p{Script=Latin})[\p{Script=Latin}0-9]+(?:-[\p{Script=Latin}0-9]+){0,2}$/u;
const labelMaxLength = 30;
const labelMaxDigits = 4;

/**
 * "research-and-more" -> "Research and more": the rule for segments that are no page of ours; undefined for
 * one that does not look like a label (then the crumb says "Page not found").
 */
export function capitaliseSegment(segment: string): string | undefined {
  const text = decodeUrlText(segment);
  const digits = text.replace(/[^0-9]/g, '').length;
  if (text.length > labelMaxLength || digits > labelMaxDigits || !labelLike.test(text)) return undefined;
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
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const route = matchRoute(path, translator.locale);
    const section = sectionCrumbs.get(path);
    const isLast = index === segments.length - 1;
    crumbs.push({
      label:
        (route && routeLabel(route, translator)) ??
        (section && translator.t(`breadcrumbs.segments.${section}`)) ??
        capitaliseSegment(segment) ??
        translator.t('breadcrumbs.notFound'),
      route: isLast || !route ? null : route.id,
    });
  });
  return crumbs;
}
