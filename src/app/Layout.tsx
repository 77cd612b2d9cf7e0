import { createElement } from 'react';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CookieBanner } from '../components/CookieBanner';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { GlobeStage } from '../globe';
import { useI18n } from '../i18n/I18nProvider';
import { useThemeSync } from '../state/theme';
import { DocumentHead } from './DocumentHead';
import { FieldVitals } from './vitals/FieldVitals';
import { ErrorBoundary } from './ErrorBoundary';
import { HydrationPart, ShellHydrated } from '../components/HydrationPart';
import { NavigationProgress } from '../navigation/NavigationProgress';
import { preparedPage } from './pageModules';
import { useCurrentRoute } from '../routes/useCurrentRoute';

/** The shell around every page; the globe stage outside the page, so it survives navigation. */
export function Layout() {
  const { t, locale } = useI18n();
  const { route, path } = useCurrentRoute();
  useThemeSync();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      {/* Early: screen readers and the keyboard meet it first, and it is parsed in time for the first paint. */}
      <CookieBanner />
      <FieldVitals />
      <NavigationProgress />
      <GlobeStage framing={route.globe} />
      <Header />
      <div className={`page-frame page-frame--${route.page}`}>
        <HydrationPart>
          <Breadcrumbs />
        </HydrationPart>
        <main id="main" tabIndex={-1}>
          <ErrorBoundary resetKey={`${locale}:${path}`}>
            <HydrationPart>{createElement(preparedPage(route.page), { route })}</HydrationPart>
          </ErrorBoundary>
        </main>
      </div>
      <HydrationPart>
        <Footer />
      </HydrationPart>
      <DocumentHead />
      <ShellHydrated />
    </>
  );
}
