/**
 * THE locale registry: the locale list (language menu, <html lang>, URL prefixes, hreflang, the prerender).
 * The dictionaries: the browser loads a language in parts, the ones the page shows (src/i18n/parts.ts,
 * through load.ts); node code (prerender, form server, tests) has every language whole (allMessages.ts).
 */

export const locales = ['en', 'de', 'tr'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** The language's own name, shown in the menu whatever the page language is. */
  endonym: string;
  /** ISO 3166 country whose flag stands for the language. */
  flag: 'GB' | 'DE' | 'TR';
  /** BCP 47 tag for Intl formatting. */
  intl: string;
  /** Open Graph locale. */
  og: string;
  /** Writing direction, for <html dir>. */
  dir: 'ltr' | 'rtl';
  /** Inter's subsets the language's letters need (Turkish: ğ, ş, ı, İ are in latin-ext). */
  fontSubsets: readonly ('latin' | 'latin-ext')[];
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { endonym: 'English', flag: 'GB', intl: 'en-GB', og: 'en_GB', dir: 'ltr', fontSubsets: ['latin'] },
  de: { endonym: 'Deutsch', flag: 'DE', intl: 'de-DE', og: 'de_DE', dir: 'ltr', fontSubsets: ['latin'] },
  tr: { endonym: 'Türkçe', flag: 'TR', intl: 'tr-TR', og: 'tr_TR', dir: 'ltr', fontSubsets: ['latin', 'latin-ext'] },
};

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? '');
}

/** URL prefix of a locale: English is unprefixed. */
function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/**
 * A visited path as one of this site's: a leading run of slashes and backslashes, raw or percent-encoded,
 * becomes one slash, so "//evil.example/x" or "/\\evil.example" is never read as another host in a link or
 * a redirect built from it.
 */
export function sitePath(pathname: string): string {
  return pathname.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/**
 * Splits a URL path into its locale and the locale-free path ("/de/about" -> de, "/about"): the one place
 * a locale is read from a URL (browser start-up, the I18nProvider, the route hook, the server).
 */
export function splitLocale(visited: string): { locale: Locale; path: string } {
  const pathname = sitePath(visited);
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const candidate = match?.[1];
  if (match && candidate !== defaultLocale && isLocale(candidate)) {
    // "/de//evil.example" must not leave "//evil.example" as the path either.
    return { locale: candidate, path: sitePath(match[2] || '/') };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The URL of a locale-free path in a locale ("/about", de -> "/de/about"; "/", de -> "/de"). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}
