import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { I18nProvider } from '../i18n/I18nProvider';
import { splitLocale } from '../i18n/locales';
import { LocationProvider } from '../navigation/location';
import { Layout } from './Layout';
import { prepareLocation, preparedWords } from './pageModules';

/** The whole site, the same markup in the prerender (`prerendered`: its path) and the browser, once prepared. */
export function App({ prerendered }: { prerendered?: string }) {
  return (
    <StoreProvider>
      <LocationProvider prepare={prepareLocation} {...(prerendered ? { prerendered } : {})}>
        <PageWords>
          <Layout />
        </PageWords>
      </LocationProvider>
    </StoreProvider>
  );
}

/** The words of the rendered page, in its language, for everything around and in the page. */
function PageWords({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <I18nProvider locale={splitLocale(location).locale} messages={preparedWords(location)}>
      {children}
    </I18nProvider>
  );
}
