import rosetta from 'rosetta';
import type { Locale } from './locales';
import type { MessageKey, MessageParams, Messages } from './dictionary';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface Translator {
  locale: Locale;
  messages: Messages;
  t: Translate;
}

/**
 * A typed wrapper over rosetta: keys are checked by the compiler, and a key that resolves to nothing
 * (rosetta's silent '') throws, so a gap in a dictionary cannot ship as an empty string.
 */
export function createTranslator(locale: Locale, messages: Messages): Translator {
  const engine = rosetta<Messages>({ [locale]: messages });
  engine.locale(locale);
  const t: Translate = (key, params) => {
    const text = engine.t(key, params ?? {});
    if (!text) throw new Error(`Missing message "${key}" for locale "${locale}"`);
    return text;
  };
  return { locale, messages, t };
}
