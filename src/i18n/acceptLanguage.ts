import { isLocale, locales, type Locale } from './locales';

/**
 * The site language an Accept-Language header ranks highest (its q-values, then its order), or undefined when it
 * names none of them. Each program picks its own fallback: a form's answer English, an applicant's page German.
 */
export function acceptedLocale(acceptLanguage: string | undefined): Locale | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return {
        language: range.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter(({ language, quality }) => quality > 0 && (locales as readonly string[]).includes(language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const best = ranked[0]?.language;
  return isLocale(best) ? best : undefined;
}
