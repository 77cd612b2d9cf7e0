import { defaultLocale, localeInfo, locales, localizePath, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { weekdayName } from '../i18n/preformatted';
import type { RouteDef } from './routes';
import { pageTitleAndDescription } from './pageMeta';
import { siteOrigin } from './siteOrigin';
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
}

export function absoluteUrl(path: string, locale: Locale): string {
  return `${siteOrigin}${localizePath(path, locale)}`;
}

export function headData(route: RouteDef, locale: Locale, t: Translate): HeadData {
  const indexable = route.robots === 'index, follow';
  // The 404 page has no URL of its own: no canonical, no alternates.
  const alternates: HeadAlternate[] = indexable
    ? [
        ...locales.map((alternate) => ({ hreflang: alternate, href: absoluteUrl(route.canonical, alternate) })),
        { hreflang: 'x-default', href: absoluteUrl(route.canonical, defaultLocale) },
      ]
    : [];
  return {
    lang: locale,
    ...pageTitleAndDescription(route, t, (day) => weekdayName(day, locale)),
    robots: route.robots,
    canonical: indexable ? absoluteUrl(route.canonical, locale) : null,
    alternates,
    ogLocale: localeInfo[locale].og,
    image: shareImage(route, locale, t),
  };
}

export interface ShareTag {
  /** Open Graph tags are named by `property`, Twitter's by `name`. */
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The tags a link preview reads (LinkedIn, X and others): its URL and picture. The build and navigation write the same. */
export function shareTags(head: HeadData): ShareTag[] {
  const { image, canonical } = head;
  return [
    ...(canonical ? [{ attribute: 'property' as const, key: 'og:url', content: canonical }] : []),
    ...(image
      ? [
          { attribute: 'property' as const, key: 'og:image', content: image.url },
          { attribute: 'property' as const, key: 'og:image:type', content: 'image/png' },
          { attribute: 'property' as const, key: 'og:image:width', content: String(image.width) },
          { attribute: 'property' as const, key: 'og:image:height', content: String(image.height) },
          { attribute: 'property' as const, key: 'og:image:alt', content: image.alt },
          { attribute: 'name' as const, key: 'twitter:card', content: 'summary_large_image' },
        ]
      : []),
  ];
}
