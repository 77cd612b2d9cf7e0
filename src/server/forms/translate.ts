/** The server answers in the visitor's language from the same dictionaries as the pages (the locale registry's). */
import { allMessages } from '../../i18n/allMessages';
import { locales, type Locale } from '../../i18n/locales';
import { createTranslator, type Translator } from '../../i18n/translator';

// Made once at start-up, as before the registry: a request only picks its language's.
const translators = Object.fromEntries(
  locales.map((locale) => [locale, createTranslator(locale, allMessages[locale])]),
) as Record<Locale, Translator>;

export function serverTranslator(locale: Locale): Translator {
  return translators[locale];
}
