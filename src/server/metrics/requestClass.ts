import type { FastifyRequest } from 'fastify';
import { vitalsEndpoint } from '../../fieldVitals/beacon';
import { formsApiPrefix } from '../../submissions/endpoints';
import type { RouteClass } from './siteMetrics';

const healthRoutes = new Set(['/healthz', '/readyz']);

/** The class of a request for the metrics, from the route that answered it (pages share one catch-all). */
export function requestClass(request: FastifyRequest): RouteClass {
  const route = request.routeOptions.url;
  if (route === undefined) return request.url.startsWith(formsApiPrefix) ? 'form' : 'other';
  if (route === vitalsEndpoint) return 'beacon';
  if (route.startsWith(formsApiPrefix)) return 'form';
  if (healthRoutes.has(route)) return 'health';
  if (route === '/*') return 'page';
  return 'asset';
}
