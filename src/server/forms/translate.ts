import { de } from '../../i18n/dict/de';
import { en } from '../../i18n/dict/en';
import { tr } from '../../i18n/dict/tr';
import type { Locale } from '../../i18n/locales';
import { createTranslator, type Translator } from '../../i18n/translator';

const translators: Record<Locale, Translator> = {
  en: createTranslator('en', en),
  de: createTranslator('de', de),
  tr: createTranslator('tr', tr),
};

/** The server answers in the visitor's language from the same dictionaries as the pages. */
export function serverTranslator(locale: Locale): Translator {
  return translators[locale];
}
