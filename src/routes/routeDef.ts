/**
 * The shape of a route in the table (routes.ts): what a page is, how it is named, found and framed. Apart from the
 * table so that the table's parts (services' and places' routes) are typed without importing the table itself.
 */
import type { ServiceCategory } from '../content/services/categories';
import type { GreenEnergyVariant } from '../content/services/greenEnergyVariant';
import type { OverviewId, SubServiceKey } from '../content/services/subServices';
import type { MetaKey, SegmentKey } from '../i18n/dictionary';
import type { Locale } from '../i18n/locales';
import type { CollectionName } from '../content/collections';
import type { PlaceId } from '../content/places';

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
  | 'place'
  | 'notFound';

type Robots = 'index, follow' | 'noindex, follow';

/**
 * The globe's framings (globe/framing.ts says where each puts it): the route table names one per route. A place's
 * page has its own, facing that place.
 */
export type FramingId = 'hero' | 'services' | 'company' | 'gulf' | 'legal' | 'ambient' | 'demo' | `place:${PlaceId}`;

export interface RouteDefOf<Id extends string> {
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
  /** A place's page: which of the company's places (content/places.ts). */
  place?: PlaceId;
}

/** One entry of a content collection: its page is `<list>/<slug>` in each language it has a file for. */
export interface EntryRef {
  collection: CollectionName;
  slug: string;
}

export type RouteCrumb =
  | {
      key:
        | 'breadcrumbs.home'
        | `breadcrumbs.segments.${SegmentKey}`
        | `services.${ServiceCategory}.name`
        | `breadcrumbs.placeNames.${PlaceId}`;
    }
  | { overview: OverviewId; subService: SubServiceKey<OverviewId> }
  /** An entry is named by its title in the page's language. */
  | { entry: EntryRef };

/** Each kind of page shows the globe composed for it (globe/framing.ts): the company at home, the reach of
 * the services, the Gulf for real estate, a quiet corner behind the legal texts; a place's page faces its place. */
export const pageFramings: Record<Exclude<PageKind, 'place'>, FramingId> = {
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
