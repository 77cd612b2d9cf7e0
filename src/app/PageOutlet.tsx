import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { ServicePage } from '../pages/ServicePage';
import type { RouteDef } from './routes';

/** Renders the page of a route from the route table. */
export function PageOutlet({ route }: { route: RouteDef }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'service':
      return <ServicePage route={route} />;
    case 'notFound':
      return <NotFoundPage />;
    default:
      return <PlaceholderPage pageKey={route.page} />;
  }
}
