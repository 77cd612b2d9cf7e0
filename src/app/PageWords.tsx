import { use, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Messages } from '../i18n/dictionary';
import { I18nProvider } from '../i18n/I18nProvider';
import { splitLocale } from '../i18n/locales';
import { locationWords } from './pageModules';

/**
 * The words of the location's page, in its language, for everything around and in the page. In the
 * browser they are read with `use()`: a navigation waits in its transition until they are here (hydration
 * finds them loaded, hydrate.tsx). The prerender hands over the page's words, and no others, so a page that
 * shows a word of a part it did not name fails there (build/renderPage.tsx).
 */
export function PageWords({ prerendered, children }: { prerendered?: Messages; children: ReactNode }) {
  const [location] = useLocation();
  const messages = prerendered ?? use(locationWords(location));
  return (
    <I18nProvider locale={splitLocale(location).locale} messages={messages}>
      {children}
    </I18nProvider>
  );
}
