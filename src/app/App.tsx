import { Provider as StoreProvider } from 'jotai';
import { Router } from 'wouter';
import { Layout } from './Layout';
import { LocationProvider, useRenderedLocation } from './location';
import { PageWords } from './PageWords';

/**
 * The whole site: shared by the prerender and the browser so both render exactly the same markup, once
 * prepareLocation.ts has loaded the page. `prerendered`: the path the prerender renders; the browser reads
 * the address bar.
 */
export function App({ prerendered }: { prerendered?: string }) {
  return (
    <StoreProvider>
      <LocationProvider {...(prerendered ? { prerendered } : {})}>
        {/* ssrPath also gives wouter's search hook its empty search in the prerender. */}
        <Router hook={useRenderedLocation} {...(prerendered ? { ssrPath: prerendered } : {})}>
          <PageWords>
            <Layout />
          </PageWords>
        </Router>
      </LocationProvider>
    </StoreProvider>
  );
}
