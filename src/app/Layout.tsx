import { Breadcrumbs } from '../components/Breadcrumbs';
import { CookieBanner } from '../components/CookieBanner';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { GlobeStage } from '../globe';
import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { useThemeSync } from '../state/theme';
import { DocumentHead } from './DocumentHead';
import { prepareMenusWhenIdle, startIntentPrefetch } from './intentPrefetch';
import { ErrorBoundary } from './ErrorBoundary';
import { HydrationPart, ShellHydrated } from '../components/HydrationPart';
import { NavigationProgress } from '../components/NavigationProgress';
import { PageOutlet } from './PageOutlet';
import { ScrollManager } from './ScrollManager';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/**
 * The shell around every page. The globe stage sits behind it, outside the page outlet, so it is mounted
 * once and survives route changes. The breadcrumbs, the page and the footer hydrate after the shell, each
 * on its own (components/HydrationPart.tsx).
 */
export function Layout() {
  const { t, locale } = useI18n();
  const { route, path } = useCurrentRoute();
  useThemeSync();
  useEffect(() => startIntentPrefetch(), []);
  // Again on each page: its language menu leads to its own address in the other languages.
  useEffect(() => prepareMenusWhenIdle(window.location.pathname), [path, locale]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      {/* Early in the document: screen readers and the keyboard meet the consent question first, and the
          prerendered banner is parsed in time for the first paint. */}
      <CookieBanner />
      <NavigationProgress />
      <GlobeStage framing={route.globe} />
      <Header />
      <div className={`page-frame page-frame--${route.page}`}>
        <HydrationPart>
          <Breadcrumbs />
        </HydrationPart>
        <main id="main" tabIndex={-1}>
          <ErrorBoundary resetKey={`${locale}:${path}`}>
            <HydrationPart>
              <PageOutlet route={route} />
            </HydrationPart>
          </ErrorBoundary>
        </main>
      </div>
      <HydrationPart>
        <Footer />
      </HydrationPart>
      <DocumentHead />
      <ScrollManager />
      <ShellHydrated />
    </>
  );
}
