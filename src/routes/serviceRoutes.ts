/**
 * The services' pages in the route table (routes.ts takes them in): each category's page, its top-level twin,
 * and the overview's sub-service links, which open their category's page at the matching section.
 */
import type { ServiceCategory } from '../content/services/categories';
import { greenEnergyVariant, type GreenEnergyVariant } from '../content/services/greenEnergyVariant';
import {
  overviewCategories,
  overviewCategoryLiterals,
  type OverviewId,
  type SubServiceKey,
  type SubServiceLink,
} from '../content/services/subServices';
import { pageFramings, type FramingId, type RouteDefOf } from './routeDef';

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

function serviceFraming(category: ServiceCategory): FramingId {
  return category === 'realEstate' ? 'gulf' : pageFramings.service;
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

type ServiceRoute = RouteDefOf<`service:${ServiceCategory}`> | RouteDefOf<`service-twin:${TwinCategory}`>;

export function serviceRoutes(category: ServiceCategory): ServiceRoute[] {
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
export type SubServiceRouteId = OverviewEntry extends infer Entry
  ? Entry extends { category: infer Category extends string; subServices: readonly (infer Sub)[] }
    ? Sub extends { slug: infer Slug extends string }
      ? `sub-service:${Category}:${Slug}`
      : never
    : never
  : never;

/** Sub-service links of the overview open their category page at the matching section: no dead ends. */
export function subServiceRoutes(): RouteDefOf<SubServiceRouteId>[] {
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
