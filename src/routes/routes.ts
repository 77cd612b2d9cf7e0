/**
 * THE route table. It feeds the router, navigation, breadcrumbs, prerender list, sitemap, hreflang and tests.
 * Paths are locale-free; every route exists in every locale (see i18n/locales.ts). Code elsewhere names a page
 * by its RouteId (AppLink, routePath); the header and footer link lists are in navigation.ts.
 */
import { serviceCategories, type ServiceCategory } from '../content/services/categories';
import { greenEnergyVariant, type GreenEnergyVariant } from '../content/services/greenEnergyVariant';
import {
  overviewCategories,
  overviewCategoryLiterals,
  type OverviewId,
  type SubServiceKey,
  type SubServiceLink,
} from '../content/services/subServices';
import type { MetaKey, SegmentKey } from '../i18n/dictionary';
import { locales, type Locale } from '../i18n/locales';
import { entrySlugs, type CollectionName } from '../content/collections';

export { serviceCategories, type ServiceCategory } from '../content/services/categories';

/**
 * Where each category lives: its /services/<slug> path and its alternative top-level twin. The green energy
 * twin is not a page: it answers 301 to /services/green-energy (see movedPaths).
 */
export const serviceSlugs: Record<ServiceCategory, { slug: string; twin: string }> = {
  it: { slug: 'it', twin: '/it-services' },
  energy: { slug: 'energy', twin: '/energy-trading' },
  realEstate: { slug: 'real-estate', twin: '/real-estate-services' },
  hr: { slug: 'hr', twin: '/hr-services' },
  networking: { slug: 'networking', twin: '/networking-services' },
  rd: { slug: 'research-development', twin: '/research-development' },
  greenEnergy: { slug: 'green-energy', twin: '/green-energy' },
};

export type PageKind =
  | 'home'
  | 'services'
  | 'service'
  | 'about'
  | 'blog'
  | 'article'
  | 'contact'
  | 'careers'
  | 'job'
  | 'privacy'
  | 'terms'
  | 'impressum'
  | 'accessibility'
  | 'globeDemo'
  | 'notFound';

type Robots = 'index, follow' | 'noindex, follow';

/** The globe's framings (globe/framing.ts says where each puts it): the route table names one per route. */
export type FramingId = 'hero' | 'services' | 'company' | 'gulf' | 'legal' | 'ambient' | 'demo';

export interface RouteDef<Id extends string = RouteId | NotFoundId> {
  /** Unique, stable id: links name their target by it (AppLink), tests and the prerender use it. */
  id: Id;
  /** Locale-free path. */
  path: string;
  page: PageKind;
  /** Title and description live in the dictionary under meta.<metaKey>. */
  metaKey: MetaKey;
  robots: Robots;
  /** Locale-free path of the canonical page: the route itself unless it is a twin. */
  canonical: string;
  /** Service pages: the category, the green energy variant, and the section a sub-service link opens at. */
  service?: { category: ServiceCategory; variant: GreenEnergyVariant | null; anchor?: string };
  /** How the globe behind the page is framed (globe/framing.ts). */
  globe: FramingId;
  /**
   * The route's words in a breadcrumb trail: a breadcrumbs.* label, or a sub-service's overview card name.
   * The 404 page has none: its trail echoes the address as visited (routes/breadcrumbs.ts).
   */
  crumb?: RouteCrumb;
  /** The languages the page exists in; every language where absent. An entry exists where it has a file. */
  locales?: readonly Locale[];
  /** A news article's or job opening's page: which entry (content/collections). */
  entry?: EntryRef;
}

/** One entry of a content collection: its page is `<list>/<slug>` in each language it has a file for. */
export interface EntryRef {
  collection: CollectionName;
  slug: string;
}

type RouteCrumb =
  | { key: 'breadcrumbs.home' | `breadcrumbs.segments.${SegmentKey}` | `services.${ServiceCategory}.name` }
  | { overview: OverviewId; subService: SubServiceKey<OverviewId> }
  /** An entry is named by its title in the page's language. */
  | { entry: EntryRef };

/** Each kind of page shows the globe composed for it (globe/framing.ts): the company at home, the reach of
 * the services, the Gulf for real estate, a quiet corner behind the legal texts. */
const pageFramings: Record<PageKind, FramingId> = {
  home: 'hero',
  services: 'services',
  service: 'services',
  about: 'company',
  careers: 'company',
  contact: 'company',
  blog: 'ambient',
  article: 'ambient',
  job: 'company',
  notFound: 'ambient',
  privacy: 'legal',
  terms: 'legal',
  impressum: 'legal',
  accessibility: 'legal',
  globeDemo: 'demo',
};

function serviceFraming(category: ServiceCategory): FramingId {
  return category === 'realEstate' ? 'gulf' : pageFramings.service;
}

/** `const` keeps each id a literal type, so RouteId below is the union of the table's ids. */
function page<const Id extends string>(
  id: Id,
  path: string,
  pageKind: PageKind,
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

function servicePath(category: ServiceCategory): string {
  return `/services/${serviceSlugs[category].slug}`;
}

/** Categories whose twin answers 301 instead of being a page (see movedPaths): typed, so no twin route id names them. */
const movedTwins = ['greenEnergy'] as const satisfies readonly ServiceCategory[];
type TwinCategory = Exclude<ServiceCategory, (typeof movedTwins)[number]>;

/** Locale-free paths that answer 301 to another page (the server, and the static hosts' redirect files). */
export const movedPaths: ReadonlyMap<string, string> = new Map(
  movedTwins.map((category) => [serviceSlugs[category].twin, servicePath(category)]),
);

function serviceVariant(category: ServiceCategory): GreenEnergyVariant | null {
  return category === 'greenEnergy' ? greenEnergyVariant : null;
}

function hasTwinPage(category: ServiceCategory): category is TwinCategory {
  return !(movedTwins as readonly ServiceCategory[]).includes(category);
}

/** Id of a category's main service page ("service:it"). */
export function serviceRouteId<C extends ServiceCategory>(category: C): `service:${C}` {
  return `service:${category}`;
}

type ServiceRoute = RouteDef<`service:${ServiceCategory}`> | RouteDef<`service-twin:${TwinCategory}`>;

function serviceRoutes(category: ServiceCategory): ServiceRoute[] {
  const main = servicePath(category);
  const { twin } = serviceSlugs[category];
  const base = {
    page: 'service' as const,
    metaKey: 'service' as const,
    robots: 'index, follow' as const,
    globe: serviceFraming(category),
    // A category is named in its trail as everywhere else: its one name (services.<category>.name).
    crumb: { key: `services.${category}.name` },
  } as const;
  const mainRoute: ServiceRoute = {
    ...base,
    id: serviceRouteId(category),
    path: main,
    canonical: main,
    service: { category, variant: serviceVariant(category) },
  };
  // Green energy shows one variant on one page: its twin is a redirect, not a second set of figures.
  if (!hasTwinPage(category)) return [mainRoute];
  return [
    mainRoute,
    { ...base, id: `service-twin:${category}`, path: twin, canonical: main, service: { category, variant: null } },
  ];
}

/** "sub-service:<category>:<slug>" for every sub-service link the overview lists, derived from its literal slugs. */
type OverviewEntry = (typeof overviewCategoryLiterals)[number];
type SubServiceRouteId = OverviewEntry extends infer Entry
  ? Entry extends { category: infer Category extends string; subServices: readonly (infer Sub)[] }
    ? Sub extends { slug: infer Slug extends string }
      ? `sub-service:${Category}:${Slug}`
      : never
    : never
  : never;

/** Sub-service links of the overview open their category page at the matching section: no dead ends. */
function subServiceRoutes(): RouteDef<SubServiceRouteId>[] {
  return overviewCategories.flatMap(({ id: overview, category, subServices }) =>
    subServices.map((sub: SubServiceLink<SubServiceKey<OverviewId>>) => ({
      // Built from the same category and slug as the type above; checked against the table in subServiceRouteId.
      id: `sub-service:${category}:${sub.slug}` as SubServiceRouteId,
      path: `${servicePath(category)}/${sub.slug}`,
      page: 'service' as const,
      metaKey: 'service' as const,
      robots: 'index, follow' as const,
      canonical: servicePath(category),
      globe: serviceFraming(category),
      service: { category, variant: serviceVariant(category), anchor: sub.anchor },
      crumb: { overview, subService: sub.key },
    })),
  );
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
  ...subServiceRoutes(),
] as const;

/** Each collection's list page, the kind of page an entry is, and the prefix of its route ids. */
export const collectionPages = {
  news: { list: 'blog', page: 'article', idPrefix: 'news' },
  jobs: { list: 'careers', page: 'job', idPrefix: 'job' },
} as const satisfies Record<CollectionName, { list: (typeof table)[number]['id']; page: PageKind; idPrefix: string }>;

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
