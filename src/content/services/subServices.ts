import type { ServiceCategory } from './categories';
import type { Messages } from '../../i18n/dictionary';

/**
 * Sub-service links of the services overview (specification, section 2). They are not pages of their
 * own: each opens its category page at the matching section (DESIGN.md), identified by `anchor`.
 */
export interface SubServiceLink<Key extends string = string> {
  /** Key of the sub-service copy (overview.categories.<overviewId>.subServices.<key>): its card and breadcrumb words. */
  key: Key;
  /** Last path segment: /services/<category slug>/<slug>. */
  slug: string;
  /** DOM id on the category page to scroll to. */
  anchor: string;
}

export type OverviewId = 'it' | 'energy' | 'realEstate' | 'hr' | 'networking' | 'research' | 'greenEnergy';

/** The sub-service keys the dictionary has for a category: a key missing from the copy does not compile. */
type SubServiceKey<Id extends OverviewId> = Messages['overview']['categories'][Id] extends { subServices: infer Subs } ? keyof Subs & string : never;

type OverviewCategory = {
  [Id in OverviewId]: { id: Id; category: ServiceCategory; subServices: readonly SubServiceLink<SubServiceKey<Id>>[] };
}[OverviewId];

// `as const` keeps each slug a literal type: the route table derives its sub-service route ids from them.
export const overviewCategories = [
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

