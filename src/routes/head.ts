import { defaultLocale, localeInfo, locales, localizePath, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { weekdayName } from '../i18n/preformatted';
import { routeLocales, type RouteDef } from './routes';
import { pageTitleAndDescription } from './pageMeta';
import { siteOrigin } from './siteOrigin';
import { company } from '../content/company';
import { entryMeta } from '../content/collections';
import { feedFormats, feedMediaTypes, hasNews, newsFeedPath } from './newsFeeds';
import { shareImage, type ShareImage } from './shareImage';

export interface HeadAlternate {
  hreflang: string;
  href: string;
}

/** Everything a page puts in <head>: rendered into HTML by the prerender, applied to the DOM on navigation. */
export interface HeadData {
  lang: Locale;
  title: string;
  description: string;
  robots: string;
  canonical: string | null;
  alternates: HeadAlternate[];
  ogLocale: string;
  /** The picture where the page is shared (og:image), null where the page has no URL of its own. */
  image: ShareImage | null;
  /** The news feeds of the page's language, on the news pages of a language that has articles. */
  feeds: HeadFeed[];
  /** A news article's two instants (ISO 8601 with Potsdam's offset): og:type article; null elsewhere (website). */
  article: { publishedTime: string; modifiedTime: string } | null;
}

function articleTimes(route: RouteDef, locale: Locale): HeadData['article'] {
  const article = route.entry?.collection === 'news' ? entryMeta('news', route.entry.slug, locale) : undefined;
  return article ? { publishedTime: article.publishedAt, modifiedTime: article.modifiedAt } : null;
}

interface HeadFeed {
  type: string;
  title: string;
  href: string;
}

function newsFeeds(route: RouteDef, locale: Locale, t: Translate): HeadFeed[] {
  const newsPage = route.page === 'blog' || route.entry?.collection === 'news';
  if (!newsPage || !hasNews(locale)) return [];
  return feedFormats.map((format) => ({
    type: feedMediaTypes[format],
    title: t(format === 'rss' ? 'blog.rssTitle' : 'blog.atomTitle', { company: company.name }),
    href: `${siteOrigin}${newsFeedPath(format, locale)}`,
  }));
}

export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin}${localizePath(path, locale)}`;
}

/**
 * The languages a page has, as hreflang alternates, and x-default: the default language's, or where the
 * page lacks it (an article in German only) its first language's.
 */
export function pageAlternates(route: RouteDef): HeadAlternate[] {
  const available = locales.filter((locale) => routeLocales(route).includes(locale));
  const fallback = available.includes(defaultLocale) ? defaultLocale : available[0];
  return [
    ...available.map((alternate) => ({ hreflang: alternate, href: absoluteUrl(route.canonical, alternate) })),
    ...(fallback ? [{ hreflang: 'x-default', href: absoluteUrl(route.canonical, fallback) }] : []),
  ];
}

export function headData(route: RouteDef, locale: Locale, t: Translate): HeadData {
  const indexable = route.robots === 'index, follow';
  // The 404 page has no URL of its own: no canonical, no alternates.
  const alternates: HeadAlternate[] = indexable ? pageAlternates(route) : [];
  return {
    lang: locale,
    ...pageTitleAndDescription(route, t, (day) => weekdayName(day, locale), locale),
    robots: route.robots,
    canonical: indexable ? absoluteUrl(route.canonical, locale) : null,
    alternates,
    ogLocale: localeInfo[locale].og,
    image: shareImage(route, locale, t),
    feeds: newsFeeds(route, locale, t),
    article: articleTimes(route, locale),
  };
}

/** A <meta> or <link> that changes with the page. */
export interface HeadTag {
  element: 'meta' | 'link';
  attributes: Readonly<Record<string, string>>;
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  element: 'meta',
  attributes: { [key]: name, content },
});
const link = (attributes: Record<string, string>): HeadTag => ({ element: 'link', attributes });

/**
 * The page's own tags after its <title>, the one list both writers use: the prerender prints them
 * (build/renderHead.ts), a navigation replaces them (app/DocumentHead.tsx). Open Graph tags are named by
 * `property`, Twitter's by `name`; a link preview (LinkedIn, X and others) reads the URL and picture.
 */
export function pageHeadTags(head: HeadData): HeadTag[] {
  const { image, canonical, article } = head;
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.robots),
    meta('property', 'og:type', article ? 'article' : 'website'),
    ...(article
      ? [
          meta('property', 'article:published_time', article.publishedTime),
          meta('property', 'article:modified_time', article.modifiedTime),
        ]
      : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', head.ogLocale),
    ...(canonical ? [meta('property', 'og:url', canonical), link({ rel: 'canonical', href: canonical })] : []),
    ...head.alternates.map(({ hreflang, href }) => link({ rel: 'alternate', hreflang, href })),
    ...head.feeds.map(({ type, title, href }) => link({ rel: 'alternate', type, title, href })),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:alt', image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : []),
  ];
}

/** Marks the page's own tags in <head>, so a navigation finds them. */
export const pageHeadAttribute = 'data-page';
