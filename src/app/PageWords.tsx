import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { I18nProvider } from '../i18n/I18nProvider';
import { splitLocale } from '../i18n/locales';
import { preparedWords } from './prepareLocation';

/** The words of the location's page, in its language, for everything around and in the page. */
export function PageWords({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <I18nProvider locale={splitLocale(location).locale} messages={preparedWords(location)}>
      {children}
    </I18nProvider>
  );
}
