/** What the end-to-end tests know about the site: read from the same sources the site is built from. */
import { pageTitleAndDescription } from '../../../src/routes/pageMeta';
import { notFoundRoute, routes, type RouteDef } from '../../../src/routes/routes';
import { allMessages } from '../../../src/i18n/allMessages';
import type { Messages } from '../../../src/i18n/dictionary';
import { locales, localizePath, type Locale } from '../../../src/i18n/locales';
import { weekdayNameWithIntl } from '../../../src/i18n/intlFormat';
import { createTranslator } from '../../../src/i18n/translator';

/** The locale registry's dictionaries, as the prerender and the form server read them. */
export const dictionaries: Readonly<Record<Locale, Messages>> = allMessages;
export { locales, localizePath, routes, type Locale };

export interface PageCase {
  route: RouteDef;
  locale: Locale;
  url: string;
  title: string;
  description: string;
}

export function expectedMeta(route: RouteDef, locale: Locale): { title: string; description: string } {
  return pageTitleAndDescription(route, createTranslator(locale, dictionaries[locale]).t, (day) =>
    weekdayNameWithIntl(day, locale),
  );
}

/** Every route of the route table in every language. */
export const pageCases: PageCase[] = locales.flatMap((locale) =>
  routes.map((route) => ({ route, locale, url: localizePath(route.path, locale), ...expectedMeta(route, locale) })),
);

export const notFoundMeta = (locale: Locale): { title: string; description: string } =>
  expectedMeta(notFoundRoute, locale);
