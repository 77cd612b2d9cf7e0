import { Breadcrumbs } from '../components/Breadcrumbs';
import { CookieBanner } from '../components/CookieBanner';
import { Footer as FooterNow } from '../components/Footer';
import { Header } from '../components/Header';
import { GlobeStage } from '../globe';
import { useI18n } from '../i18n/I18nProvider';
import { useThemeSync } from '../state/theme';
import { DocumentHead } from './DocumentHead';
import { ErrorBoundary } from './ErrorBoundary';
import { PageOutlet as PageOutletNow } from './PageOutlet';
import { hydrateLater } from './hydrateLater';
import { useEffect } from 'react';
import { ScrollManager } from './ScrollManager';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import type { RouteDef } from '../routes/routes';

/**
 * The page in its landmark. Hydrated later as one element: a part that suspends while hydrating keeps its
 * prerendered DOM only when it has one root node (pages are fragments of sections: their later sections
 * would be removed and drawn again, a flash and a layout shift).
 */
function MainNow({ route, resetKey }: { route: RouteDef; resetKey: string }) {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorBoundary resetKey={resetKey}>
        <PageOutletNow route={route} />
      </ErrorBoundary>
    </main>
  );
}

// The page and the footer hydrate after the shell, each in a task of its own (hydrateLater.tsx).
const Main = hydrateLater(MainNow);
const Footer = hydrateLater(FooterNow);
/** Scripts start after the first paint: until this is set, the page is the prerendered one (tests wait for it).
 * Hydrated last, after the page and the footer. */
const HydratedMark = hydrateLater(function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
});

/**
 * The shell around every page. The globe stage sits behind it, outside the page outlet, so it is mounted
 * once and survives route changes.
 */
export function Layout() {
  const { t, locale } = useI18n();
  const { route, path } = useCurrentRoute();
  useThemeSync();

  return (
    <>
      <a className="skip-link" href="#main">
        {t('header.skipLink')}
      </a>
      {/* Early in the document: screen readers and the keyboard meet the consent question first, and the
          prerendered banner is parsed in time for the first paint. */}
      <CookieBanner />
      <GlobeStage framing={route.globe} />
      <Header />
      <div className={`page-frame page-frame--${route.page}`}>
        <Breadcrumbs />
        <Main route={route} resetKey={`${locale}:${path}`} />
      </div>
      <Footer />
      <DocumentHead />
      <ScrollManager />
      <HydratedMark />
    </>
  );
}
