import type { ServiceCategory } from './categories';
import type { Messages } from '../../i18n/dictionary';
import type { NoneMissing, OverviewId, Unlisted } from './copyIds';

/**
 * Sub-service links of the services overview (specification, section 2). They are not pages of their
 * own: each opens its category page at the matching section (never a dead end), identified by `anchor`.
 */
export interface SubServiceLink<Key extends string = string> {
  /** Key of the sub-service copy (overview.categories.<overviewId>.subServices.<key>): its card and breadcrumb words. */
  key: Key;
  /** Last path segment: /services/<category slug>/<slug>. */
  slug: string;
  /** DOM id on the category page to scroll to. */
  anchor: string;
}

export type { OverviewId } from './copyIds';

/** The sub-service keys the dictionary has for a category (each category's own, for a union of them): a key missing from the copy does not compile. */
export type SubServiceKey<Id extends OverviewId> = Id extends OverviewId
  ? Messages['overview']['categories'][Id] extends { subServices: infer Subs }
    ? keyof Subs & string
    : never
  : never;

type OverviewCategory = {
  [Id in OverviewId]: { id: Id; category: ServiceCategory; subServices: readonly SubServiceLink<SubServiceKey<Id>>[] };
}[OverviewId];

// `as const` keeps each slug a literal type: the route table derives its sub-service route ids from them.
const categories = [
  {
    id: 'it',
    category: 'it',
    subServices: [
      { key: 'cloud', slug: 'cloud', anchor: 'service-cloud' },
      { key: 'security', slug: 'security', anchor: 'service-security' },
      { key: 'development', slug: 'development', anchor: 'service-software' },
    ],
  },
  {
    id: 'energy',
    category: 'energy',
    subServices: [
      { key: 'solar', slug: 'solar', anchor: 'service-renewable' },
      { key: 'wind', slug: 'wind', anchor: 'service-renewable' },
      { key: 'storage', slug: 'storage', anchor: 'service-renewable' },
    ],
  },
  {
    id: 'realEstate',
    category: 'realEstate',
    subServices: [
      { key: 'residential', slug: 'residential', anchor: 'area-residential' },
      { key: 'commercial', slug: 'commercial', anchor: 'area-commercial' },
      { key: 'industrial', slug: 'industrial', anchor: 'area-warehouses' },
    ],
  },
  {
    id: 'hr',
    category: 'hr',
    subServices: [
      { key: 'executiveSearch', slug: 'executive-search', anchor: 'service-recruitment' },
      { key: 'consulting', slug: 'consulting', anchor: 'service-compliance' },
      { key: 'talentManagement', slug: 'talent-management', anchor: 'service-development' },
    ],
  },
  {
    id: 'networking',
    category: 'networking',
    subServices: [
      { key: 'infrastructure', slug: 'infrastructure', anchor: 'service-routing' },
      { key: 'security', slug: 'security', anchor: 'service-security' },
      { key: 'cloudIntegration', slug: 'cloud-integration', anchor: 'service-servers' },
    ],
  },
  {
    id: 'research',
    category: 'rd',
    subServices: [
      { key: 'aiMl', slug: 'ai-ml', anchor: 'area-ai' },
      { key: 'iot', slug: 'iot', anchor: 'service-hardware' },
      { key: 'blockchain', slug: 'blockchain', anchor: 'area-blockchain' },
    ],
  },
  { id: 'greenEnergy', category: 'greenEnergy', subServices: [] },
] as const satisfies readonly OverviewCategory[];

/** The overview's cards in order; each id and sub-service key is a key of its copy (a wrong one does not compile). */
export const overviewCategories: readonly OverviewCategory[] = categories;

/** The same list, every id, key and slug a literal type: the route table's sub-service ids come from it. */
export const overviewCategoryLiterals = categories;

type Listed = (typeof categories)[number];
type UnshownSubServices = {
  [Id in OverviewId]: `${Id}.${Unlisted<SubServiceKey<Id>, Extract<Listed, { id: Id }>['subServices'][number]['key']>}`;
}[OverviewId];

// Compile only while every overview text has its card (category) and its link (sub-service). Exported only so
// that the type check reads them (unexported, each would be an unused local): nothing imports them.
/** @public */
export type EveryOverviewCategoryShown = NoneMissing<Unlisted<OverviewId, Listed['id']>>;
/** @public */
export type EverySubServiceShown = NoneMissing<UnshownSubServices>;

interface SubServiceCopy {
  readonly name: string;
  readonly description: string;
}

/** The overview copy, per category keyed by its own sub-service keys (checked here by the compiler). */
type OverviewCopies = {
  [Id in OverviewId]: { readonly subServices: Readonly<Record<SubServiceKey<Id>, SubServiceCopy>> };
};

/** A sub-service's name and description: its key is one of its category's (no lookup that can miss). */
export function subServiceCopy<Id extends OverviewId>(
  messages: Messages,
  id: Id,
  key: SubServiceKey<Id>,
): SubServiceCopy {
  const copies: OverviewCopies = messages.overview.categories;
  return copies[id].subServices[key];
}
