import { useLocation } from 'wouter';
import { splitLocale } from '../i18n/locales';
import { matchRoute, notFoundRoute, type RouteDef } from './routes';
import { useMounted } from '../browser/useMounted';

/**
 * The visited route. Its locale is not here on purpose: the page's one current locale is the translator's
 * (useI18n().locale), which changes together with the texts once the new dictionary has arrived.
 */
export interface CurrentRoute {
  /** Locale-free path as visited (for breadcrumbs and language switching). */
  path: string;
  route: RouteDef;
  isNotFound: boolean;
}

export function resolveRoute(pathname: string): CurrentRoute {
  const { path, locale } = splitLocale(pathname);
  const route = matchRoute(path, locale);
  return { path, route: route ?? notFoundRoute, isNotFound: !route };
}

export function useCurrentRoute(): CurrentRoute {
  const [location] = useLocation();
  const current = resolveRoute(location);
  const mounted = useMounted(current.isNotFound);
  // One prerendered 404 file answers every unknown URL, so it was rendered for "/404". Hydrate with that
  // path, then show the visited one (breadcrumbs, language links), or React would see a mismatch.
  if (current.isNotFound && !mounted) return { ...current, path: notFoundRoute.path };
  return current;
}
