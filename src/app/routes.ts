/**
 * THE route table. It feeds the router, navigation, breadcrumbs, prerender list, sitemap, hreflang and tests.
 * Paths are locale-free; every route exists in every locale (see i18n/locales.ts).
 */
import { serviceCategories, type ServiceCategory } from '../content/services/categories';
import { greenEnergyVariant, type GreenEnergyVariant } from '../content/services/greenEnergyVariant';
import { overviewCategories } from '../content/services/subServices';
import type { MetaKey, SegmentKey } from '../i18n/dictionary';

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
  | 'contact'
  | 'careers'
  | 'privacy'
  | 'terms'
  | 'impressum'
  | 'globeDemo'
  | 'notFound';

export type Robots = 'index, follow' | 'noindex, follow';

/** The globe's framings (globe/framing.ts says where each puts it): the route table names one per route. */
export type FramingId = 'hero' | 'services' | 'company' | 'gulf' | 'legal' | 'ambient' | 'demo';

export interface RouteDef {
  /** Unique, stable id: used by tests and the prerender. */
  id: string;
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
}

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
  notFound: 'ambient',
  privacy: 'legal',
  terms: 'legal',
  impressum: 'legal',
  globeDemo: 'demo',
};

function serviceFraming(category: ServiceCategory): FramingId {
  return category === 'realEstate' ? 'gulf' : pageFramings.service;
}

function page(id: string, path: string, pageKind: PageKind, metaKey: MetaKey): RouteDef {
  return { id, path, page: pageKind, metaKey, robots: 'index, follow', canonical: path, globe: pageFramings[pageKind] };
}

function servicePath(category: ServiceCategory): string {
  return `/services/${serviceSlugs[category].slug}`;
}

/** Locale-free paths that answer 301 to another page (the server, and the static hosts' redirect files). */
export const movedPaths: ReadonlyMap<string, string> = new Map([[serviceSlugs.greenEnergy.twin, servicePath('greenEnergy')]]);

function serviceVariant(category: ServiceCategory): GreenEnergyVariant | null {
  return category === 'greenEnergy' ? greenEnergyVariant : null;
}

function serviceRoutes(category: ServiceCategory): RouteDef[] {
  const main = servicePath(category);
  const { twin } = serviceSlugs[category];
  const base = { page: 'service' as const, metaKey: 'service' as const, robots: 'index, follow' as const, globe: serviceFraming(category) };
  const mainRoute: RouteDef = { ...base, id: `service:${category}`, path: main, canonical: main, service: { category, variant: serviceVariant(category) } };
  // Green energy shows one variant on one page: its twin is a redirect, not a second set of figures.
  if (movedPaths.has(twin)) return [mainRoute];
  return [mainRoute, { ...base, id: `service-twin:${category}`, path: twin, canonical: main, service: { category, variant: null } }];
}

/** Sub-service links of the overview open their category page at the matching section (DESIGN.md). */
function subServiceRoutes(): RouteDef[] {
  return overviewCategories.flatMap(({ category, subServices }) =>
    subServices.map((sub) => ({
      id: `sub-service:${category}:${sub.slug}`,
      path: `${servicePath(category)}/${sub.slug}`,
      page: 'service' as const,
      metaKey: 'service' as const,
      robots: 'index, follow' as const,
      canonical: servicePath(category),
      globe: serviceFraming(category),
      service: { category, variant: serviceVariant(category), anchor: sub.anchor },
    })),
  );
}

export const routes: readonly RouteDef[] = [
  page('home', '/', 'home', 'home'),
  page('services', '/services', 'services', 'services'),
  ...serviceCategories.flatMap(serviceRoutes),
  page('about', '/about', 'about', 'about'),
  page('blog', '/blog', 'blog', 'blog'),
  page('contact', '/contact', 'contact', 'contact'),
  page('careers', '/careers', 'careers', 'careers'),
  page('privacy', '/privacy-policy', 'privacy', 'privacy'),
  page('terms', '/terms-conditions', 'terms', 'terms'),
  page('impressum', '/impressum', 'impressum', 'impressum'),
  page('globe-demo', '/globe-demo', 'globeDemo', 'globeDemo'),
  ...subServiceRoutes(),
];

export const notFoundRoute: RouteDef = {
  id: 'not-found',
  path: '/404',
  page: 'notFound',
  metaKey: 'notFound',
  robots: 'noindex, follow',
  canonical: '/404',
  globe: pageFramings.notFound,
};

const byPath = new Map(routes.map((route) => [route.path, route]));

/** The route of a locale-free path, or undefined for the 404 page. Trailing slashes are not routes. */
export function matchRoute(path: string): RouteDef | undefined {
  return byPath.get(path);
}

/** Path of a category's main service page. */
export function serviceRoute(category: ServiceCategory): string {
  return servicePath(category);
}

/** Breadcrumb labels of known path segments; unknown segments are capitalised (see breadcrumbs.ts). */
export const segmentLabels: Readonly<Record<string, SegmentKey>> = {
  services: 'services',
  about: 'about',
  blog: 'blog',
  careers: 'careers',
  contact: 'contact',
  'privacy-policy': 'privacyPolicy',
  'terms-conditions': 'termsConditions',
  'globe-demo': 'globeDemo',
  impressum: 'impressum',
  it: 'it',
  energy: 'energy',
  'real-estate': 'realEstate',
  hr: 'hr',
  networking: 'networking',
  'research-development': 'researchDevelopment',
  'green-energy': 'greenEnergy',
  'it-services': 'it',
  'energy-trading': 'energy',
  'real-estate-services': 'realEstate',
  'hr-services': 'hr',
  'networking-services': 'networking',
};

/** Main navigation of the header, in order. */
export const mainNav = [
  { path: '/', label: 'home' },
  { path: '/services', label: 'services' },
  { path: '/about', label: 'about' },
  { path: '/blog', label: 'news' },
  { path: '/contact', label: 'contact' },
] as const;

/** Footer link columns. */
export const footerColumns = {
  services: serviceCategories.map((category) => ({ path: servicePath(category), category })),
  company: [
    { path: '/about', label: 'about' },
    { path: '/careers', label: 'careers' },
    { path: '/blog', label: 'news' },
    { path: '/contact', label: 'contact' },
    { path: '/globe-demo', label: 'globeDemo' },
  ],
  legal: [
    { path: '/impressum', label: 'impressum' },
    { path: '/privacy-policy', label: 'privacy' },
    { path: '/terms-conditions', label: 'terms' },
  ],
} as const;
