import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { splitLocale, type Locale } from './locales';
import type { Messages } from './dictionary';
import { createTranslator, type Translator } from './translator';
import { loadMessages, loadedMessages } from './load';

const I18nContext = createContext<Translator | null>(null);

interface I18nProviderProps {
  /** Locale and messages of the first render, already loaded (prerender and hydration need them at once). */
  initialLocale: Locale;
  initialMessages: Messages;
  children: ReactNode;
}

/**
 * Provides the translator of the URL's locale. When the visitor switches language, the new dictionary
 * chunk is fetched and the page keeps its current language until it has arrived (no empty strings).
 */
export function I18nProvider({ initialLocale, initialMessages, children }: I18nProviderProps) {
  const [location] = useLocation();
  const { locale } = splitLocale(location);
  const [shown, setShown] = useState({ locale: initialLocale, messages: initialMessages });
  const ready = shown.locale === locale ? shown.messages : loadedMessages(locale);
  const active = ready ? { locale, messages: ready } : shown;

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (!cancelled) setShown({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale, ready]);

  const translator = useMemo(() => createTranslator(active.locale, active.messages), [active.locale, active.messages]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n outside I18nProvider');
  return translator;
}
