import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales';

/**
 * The language of an answer: the form's own `lang` field when it names a site language (the page the
 * visitor was on), else the best match of Accept-Language, else English.
 */
export function answerLocale(formLang: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof formLang === 'string' && isLocale(formLang)) return formLang;
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
  return isLocale(best) ? best : defaultLocale;
}
