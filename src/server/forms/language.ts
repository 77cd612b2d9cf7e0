import { acceptedLocale } from '../../i18n/acceptLanguage';
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';

/**
 * The language of an answer: the form's own `lang` field when it names a site language (the page the
 * visitor was on), else the best match of Accept-Language, else English.
 */
export function answerLocale(formLang: unknown, acceptLanguage: string | undefined): Locale {
  if (typeof formLang === 'string' && isLocale(formLang)) return formLang;
  return acceptedLocale(acceptLanguage) ?? defaultLocale;
}
