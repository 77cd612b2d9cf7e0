import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales';
import type { Messages } from './dictionary';
import { createTranslator, type Translator } from './translator';

const I18nContext = createContext<Translator | null>(null);

/** Provides the translator of a language whose words are here (navigation/prepare.ts loaded them). */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <I18nContext value={translator}>{children}</I18nContext>;
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n outside I18nProvider');
  return translator;
}
