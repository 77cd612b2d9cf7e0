import { AboutPage } from '../pages/AboutPage';
import { BlogPage } from '../pages/BlogPage';
import { CareersPage } from '../pages/CareersPage';
import { ContactPage } from '../pages/ContactPage';
import { GlobeDemoPage } from '../pages/GlobeDemoPage';
import { HomePage } from '../pages/HomePage';
import { ImpressumPage } from '../pages/ImpressumPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { ServicePage } from '../pages/ServicePage';
import { ServicesOverviewPage } from '../pages/ServicesOverviewPage';
import { TermsPage } from '../pages/TermsPage';
import type { RouteDef } from '../routes/routes';

/** Renders the page of a route from the route table. */
export function PageOutlet({ route }: { route: RouteDef }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'service':
      return <ServicePage route={route} />;
    case 'about':
      return <AboutPage />;
    case 'blog':
      return <BlogPage />;
    case 'contact':
      return <ContactPage />;
    case 'careers':
      return <CareersPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'terms':
      return <TermsPage />;
    case 'impressum':
      return <ImpressumPage />;
    case 'notFound':
      return <NotFoundPage />;
    case 'services':
      return <ServicesOverviewPage />;
    case 'globeDemo':
      return <GlobeDemoPage />;
  }
}
