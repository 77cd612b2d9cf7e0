import { Provider as StoreProvider } from 'jotai';
import { Router } from 'wouter';
import type { Messages } from '../i18n/dictionary';
import { Layout } from './Layout';
import { LocationProvider, useRenderedLocation } from './location';
import { PageWords } from './PageWords';
import { ReloadOnMissingChunk } from './ReloadOnMissingChunk';

/** What the prerender renders: a URL path and the words its page shows. The browser reads both itself. */
export interface Prerendered {
  path: string;
  messages: Messages;
}

/** The whole site: shared by the prerender and the browser so both render exactly the same markup. */
export function App({ prerendered }: { prerendered?: Prerendered }) {
  return (
    <StoreProvider>
      <LocationProvider {...(prerendered ? { prerendered: prerendered.path } : {})}>
        {/* ssrPath also gives wouter's search hook its empty search in the prerender. */}
        <Router hook={useRenderedLocation} {...(prerendered ? { ssrPath: prerendered.path } : {})}>
          <ReloadOnMissingChunk>
            <PageWords {...(prerendered ? { prerendered: prerendered.messages } : {})}>
              <Layout />
            </PageWords>
          </ReloadOnMissingChunk>
        </Router>
      </LocationProvider>
    </StoreProvider>
  );
}
