/**
 * THE route table. It feeds the router, navigation, breadcrumbs, prerender list, sitemap, hreflang and tests.
 * Paths are locale-free; every route exists in every locale (see i18n/locales.ts). Code elsewhere names a page
 * by its RouteId (AppLink, routePath); the header and footer link lists are in navigation.ts. The routes' shape
 * is in routeDef.ts, the services' and the places' routes in serviceRoutes.ts and placeRoutes.ts.
 */
import { serviceCategories, type ServiceCategory } from '../content/services/categories';
import type { MetaKey, SegmentKey } from '../i18n/dictionary';
import { locales, type Locale } from '../i18n/locales';
import { entrySlugs, type CollectionName } from '../content/collections';
import { sitePlaceIds, type PlaceId } from '../content/places';
import { placeRoute } from './placeRoutes';
import { pageFramings, type EntryRef, type PageKind, type RouteCrumb, type RouteDefOf } from './routeDef';
import { serviceRoutes, subServiceRoutes } from './serviceRoutes';

export { placeRouteId, sectionCrumbs } from './placeRoutes';
export { serviceCategories, type ServiceCategory } from '../content/services/categories';
export { movedPaths, serviceRouteId, serviceSlugs } from './serviceRoutes';
export type { EntryRef, FramingId, PageKind } from './routeDef';

/** A route of the table, or the 404 page's. */
export type RouteDef<Id extends string = RouteId | NotFoundId> = RouteDefOf<Id>;

/** `const` keeps each id a literal type, so RouteId below is the union of the table's ids. */
function page<const Id extends string>(
  id: Id,
  path: string,
  pageKind: Exclude<PageKind, 'place'>,
  metaKey: MetaKey,
  crumb: RouteCrumb,
): RouteDef<Id> {
  return {
    id,
    path,
    page: pageKind,
    metaKey,
    robots: 'index, follow',
    canonical: path,
    globe: pageFramings[pageKind],
    crumb,
  };
}

function segment(key: SegmentKey): RouteCrumb {
  return { key: `breadcrumbs.segments.${key}` };
}

const table = [
  page('home', '/', 'home', 'home', { key: 'breadcrumbs.home' }),
  page('services', '/services', 'services', 'services', segment('services')),
  ...serviceCategories.flatMap(serviceRoutes),
  page('about', '/about', 'about', 'about', segment('about')),
  page('blog', '/blog', 'blog', 'blog', segment('blog')),
  page('contact', '/contact', 'contact', 'contact', segment('contact')),
  page('careers', '/careers', 'careers', 'careers', segment('careers')),
  page('privacy', '/privacy-policy', 'privacy', 'privacy', segment('privacyPolicy')),
  page('terms', '/terms-conditions', 'terms', 'terms', segment('termsConditions')),
  page('impressum', '/impressum', 'impressum', 'impressum', segment('impressum')),
  // The accessibility statement (BFSG, Anlage 3): the law asks for it, though the specification's table has none.
  page('accessibility', '/accessibility', 'accessibility', 'accessibility', segment('accessibility')),
  page('globe-demo', '/globe-demo', 'globeDemo', 'globeDemo', segment('globeDemo')),
  ...sitePlaceIds.map((place): RouteDef<`place:${PlaceId}`> => placeRoute(place)),
  ...subServiceRoutes(),
] as const;

/** Each collection's list page, the kind of page an entry is, and the prefix of its route ids. */
export const collectionPages = {
  news: { list: 'blog', page: 'article', idPrefix: 'news' },
  jobs: { list: 'careers', page: 'job', idPrefix: 'job' },
} as const satisfies Record<
  CollectionName,
  { list: (typeof table)[number]['id']; page: Exclude<PageKind, 'place'>; idPrefix: string }
>;

type EntryRouteId = `${(typeof collectionPages)[CollectionName]['idPrefix']}:${string}`;

/** Id of an entry's page ("news:solar-park", "job:it-support"). */
export function entryRouteId({ collection, slug }: EntryRef): EntryRouteId {
  return `${collectionPages[collection].idPrefix}:${slug}`;
}

/** An entry's page below its list ("/blog/<slug>"), whether or not this build's table has it (the build's QR codes). */
export function entryPath({ collection, slug }: EntryRef): string {
  const { list } = collectionPages[collection];
  return `${table.find((route) => route.id === list)?.path ?? `/${list}`}/${slug}`;
}

/**
 * One page per published entry (content/collections), below its list, in the languages the entry has a file
 * for. With nothing published there are none: the lists show their placeholders.
 */
function entryRoutes(collection: CollectionName): RouteDef<EntryRouteId>[] {
  const { page: pageKind } = collectionPages[collection];
  return entrySlugs(collection, locales).map(({ slug, locales: entryLocales }) => {
    const entry = { collection, slug };
    const path = entryPath(entry);
    return {
      id: entryRouteId(entry),
      path,
      page: pageKind,
      metaKey: 'entry',
      robots: 'index, follow',
      canonical: path,
      globe: pageFramings[pageKind],
      crumb: { entry },
      locales: entryLocales,
      entry,
    };
  });
}

/** Every page's id: a link to an id the table lacks does not compile. Entries' ids are made from their slugs. */
export type RouteId = (typeof table)[number]['id'] | EntryRouteId;
type NotFoundId = 'not-found';

export const routes: readonly RouteDef<RouteId>[] = [...table, ...entryRoutes('news'), ...entryRoutes('jobs')];

/** The languages a route exists in: every language, or an entry's own. */
export function routeLocales(route: RouteDef): readonly Locale[] {
  return route.locales ?? locales;
}

export const notFoundRoute: RouteDef<NotFoundId> = {
  id: 'not-found',
  path: '/404',
  page: 'notFound',
  metaKey: 'notFound',
  robots: 'noindex, follow',
  canonical: '/404',
  globe: pageFramings.notFound,
};

const byPath = new Map(routes.map((route) => [route.path, route]));
const byId: ReadonlyMap<string, RouteDef<RouteId>> = new Map(routes.map((route) => [route.id, route]));

/**
 * The route of a locale-free path, or undefined for the 404 page. Trailing slashes are not routes. Given a
 * language, a route that does not exist in it (an article written in German only, read at /tr/...) is none.
 */
export function matchRoute(path: string, locale?: Locale): RouteDef<RouteId> | undefined {
  const route = byPath.get(path);
  return route && (locale === undefined || routeLocales(route).includes(locale)) ? route : undefined;
}

/** The route of an id; the type makes a missing one impossible, the throw guards a table built wrongly. */
export function routeById(id: RouteId): RouteDef<RouteId> {
  const route = byId.get(id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route;
}

/** Locale-free path of a route ("about" -> "/about"): the one way code outside this table gets a path. */
export function routePath(id: RouteId): string {
  return routeById(id).path;
}

/** Id of a sub-service link, for code that walks overviewCategories (its pairs are the table's own). */
export function subServiceRouteId(category: ServiceCategory, slug: string): RouteId {
  const id = `sub-service:${category}:${slug}`;
  if (!byId.has(id)) throw new Error(`No sub-service route ${id}`);
  return id as RouteId;
}
