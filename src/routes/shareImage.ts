import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { company } from '../content/company';
import { entryMeta } from '../content/collections';
import { collectionPages, matchRoute, routePath, type RouteDef } from './routes';
import { siteOrigin } from './siteOrigin';

/**
 * The picture a page shows where it is shared (og:image): one per canonical page and language, drawn at
 * build time (build/shareImage.tsx) and written to the client build as a plain file. Twins and sub-service
 * links share their canonical page's picture, as they share its title; a news article has its own, with its
 * headline, so a shared article is told apart from the news list.
 */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** The folder of the pictures in the client build and on the site: plain files, revalidated like robots.txt. */
const shareImageFolder = 'og';

export interface ShareImage {
  /** Absolute URL under the site's origin. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** What the picture says: the line over the heading (the company's tagline) and the page's own heading. */
export interface ShareImageWords {
  eyebrow: string;
  heading: string;
}

/** The page whose picture a route shares: its canonical page (a news article its own); a job opening its list's. */
export function shareImagePage(route: RouteDef): string {
  return route.entry?.collection === 'jobs' ? routePath(collectionPages.jobs.list) : route.canonical;
}

/** "og/de/services-it.png": the picture's file in the client build, named by the canonical path and language. */
export function shareImageFile(canonical: string, locale: Locale): string {
  const name = canonical === '/' ? 'home' : canonical.slice(1).replaceAll('/', '-');
  return `${shareImageFolder}/${locale}/${name}.png`;
}

const crumbKey = (route: RouteDef | undefined) => (route?.crumb && 'key' in route.crumb ? route.crumb.key : undefined);

/**
 * Home shows its hero heading; a news article its headline under the news page's name; a place's page its heading
 * ("Real estate in Azerbaijan") under the places' section name; every other page its name as the breadcrumbs say it
 * (a service's name) under the company's tagline.
 */
export function shareImageWords(route: RouteDef, t: Translate, locale: Locale): ShareImageWords {
  const article = route.entry?.collection === 'news' ? entryMeta('news', route.entry.slug, locale) : undefined;
  const newsKey = crumbKey(matchRoute(routePath(collectionPages.news.list)));
  if (article && newsKey) return { eyebrow: t(newsKey), heading: article.title };
  if (route.place)
    return { eyebrow: t('breadcrumbs.segments.places'), heading: t(`placePages.${route.place}.heading`) };
  const page = matchRoute(shareImagePage(route)) ?? route;
  const crumb = crumbKey(page);
  const heading = page.page === 'home' || !crumb ? t('home.heading') : t(crumb);
  // The picture has room for the eyebrow on one line: the soft hyphens that let a phone break it are left out.
  return { eyebrow: t('home.eyebrow').replaceAll('\u00ad', ''), heading };
}

/** The page's picture, or null for a page with no URL of its own (the 404 page: noindex, no canonical). */
export function shareImage(route: RouteDef, locale: Locale, t: Translate): ShareImage | null {
  if (route.robots !== 'index, follow') return null;
  const { heading } = shareImageWords(route, t, locale);
  return {
    url: `${siteOrigin}/${shareImageFile(shareImagePage(route), locale)}`,
    alt: t('share.imageAlt', { company: company.name, heading }),
    ...shareImageSize,
  };
}
