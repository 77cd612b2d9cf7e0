import { Provider as StoreProvider } from 'jotai';
import { Router } from 'wouter';
import type { Messages } from '../i18n/dictionary';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Locale } from '../i18n/locales';
import { Layout } from './Layout';
import { useShownLocation } from './shownLocation';

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** The URL path being prerendered; absent in the browser, where the location is read from history. */
  ssrPath?: string;
}

/** The whole site: shared by the prerender and the browser so both render exactly the same markup. */
export function App({ locale, messages, ssrPath }: AppProps) {
  return (
    <StoreProvider>
      <Router hook={useShownLocation} {...(ssrPath === undefined ? {} : { ssrPath })}>
        <I18nProvider initialLocale={locale} initialMessages={messages}>
          <Layout />
        </I18nProvider>
      </Router>
    </StoreProvider>
  );
}
