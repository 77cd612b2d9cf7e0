import type { RouteDef } from '../routes/routes';
import { pageComponents } from './pageModules';

/**
 * Renders the page of a route from the route table: a lazy component per kind of page, so a navigation's
 * transition waits for its chunk (location.tsx). The same component each render: no remount.
 */
export function PageOutlet({ route }: { route: RouteDef }) {
  const Page = pageComponents[route.page];
  return <Page route={route} />;
}
