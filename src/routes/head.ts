import { defaultLocale, localeInfo, locales, localizePath, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { weekdayName } from '../i18n/preformatted';
import type { RouteDef } from './routes';
import { pageTitleAndDescription } from './pageMeta';
import { siteOrigin } from './siteOrigin';

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
  };
}
