import { defaultLocale, type Locale } from '../locales';
import { consentLanguages, type ConsentLanguage } from './texts';

function asConsentLanguage(tag: string): ConsentLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  return (consentLanguages as readonly string[]).includes(primary) ? (primary as ConsentLanguage) : undefined;
}

/**
 * The banner's language: the page's language when the URL names one (/de, /tr); on unprefixed (English)
 * pages the first of the browser's languages the banner speaks; English otherwise.
 */
export function consentLanguage(
  pageLocale: Locale,
  urlNamesLocale: boolean,
  browserLanguages: readonly string[],
): ConsentLanguage {
  if (urlNamesLocale && pageLocale !== defaultLocale) return pageLocale;
  for (const tag of browserLanguages) {
    const match = asConsentLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/**
 * Whether the banner prerendered in the page's language is the one this visitor gets, so it may show at
 * first paint (the pre-paint script asks; on English pages the browser's languages may choose another).
 */
export function bannerSpeaksPage(pageLocale: Locale, browserLanguages: readonly string[]): boolean {
  return consentLanguage(pageLocale, pageLocale !== defaultLocale, browserLanguages) === pageLocale;
}
