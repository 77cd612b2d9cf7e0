import { createElement } from 'react';
import type { RouteDef } from '../routes/routes';
import { preparedPage } from './prepareLocation';

/** Renders the page of a route from the route table, its component loaded by prepareLocation.ts. */
export function PageOutlet({ route }: { route: RouteDef }) {
  return createElement(preparedPage(route.page), { route });
}
