/** The server answers in the visitor's language from the same dictionaries as the pages (the locale registry's). */
import { allMessages } from '../../i18n/allMessages';
import type { Locale } from '../../i18n/locales';
import { createTranslator, type Translator } from '../../i18n/translator';

export function serverTranslator(locale: Locale): Translator {
  return createTranslator(locale, allMessages[locale]);
}
