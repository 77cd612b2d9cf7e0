import type { LucideIcon } from 'lucide-react';
import type { ServiceCategory } from './categories';
import type { CopyIdKind, CopyIds, Unlisted } from './copyIds';
import type { ClaimedFigure } from '../claimedFigure';

/** A service page of the specification: the seven categories, green energy in its two variants. */
export type ServicePageId = Exclude<ServiceCategory, 'greenEnergy'> | 'greenEnergyA' | 'greenEnergyB';

/** The copy a page shows: both green energy variants share one. */
type CopyKeyOf<Page extends ServicePageId> = Page extends 'greenEnergyA' | 'greenEnergyB' ? 'greenEnergy' : Page;

export interface ServiceCard<Id extends string = string> {
  /** Key of the card's text in servicePages.<copyKey>.services. */
  id: Id;
  Icon: LucideIcon;
  /** The other service page the card links to ("More about Networking"); never the page the card is on. */
  linksTo?: ServiceCategory;
  /** Partners who do the work the card offers, named on it (the law firms of the real estate page's legal review). */
  partners?: readonly string[];
}

export type ServiceGridFacts<Id extends string = string> =
  /** Named items (technologies, vendors) whose category label is copy. */
  | { kind: 'named'; items: readonly { id: Id; name: string }[] }
  /** Items whose name is translated too: name and category are copy. */
  | { kind: 'translated'; items: readonly { id: Id }[] }
  /** Exchanges with region and type (copy). */
  | { kind: 'markets'; items: readonly { id: Id; name: string }[] }
  /** Areas with title and text (copy) and an icon. */
  | { kind: 'areas'; items: readonly { id: Id; Icon: LucideIcon }[] };

/** A page's facts; every id is a key of the page's copy (servicePages.<copyKey>), checked by the compiler. */
export interface ServicePageFacts<K extends ServiceCategory = ServiceCategory> {
  /** Key of the page's copy in the dictionary (servicePages.<copyKey>). */
  copyKey: K;
  /** Headline figures, each from the claims register (content/claims.ts). */
  stats: readonly ClaimedFigure<CopyIds[K]['stat']>[];
  services: readonly ServiceCard<CopyIds[K]['card']>[];
  benefits: readonly { id: CopyIds[K]['benefit']; Icon: LucideIcon }[];
  process: readonly CopyIds[K]['step'][];
  grid: ServiceGridFacts<CopyIds[K]['grid']> | null;
}

/** Every page's facts, each typed by the copy it shows. */
export type ServicePagesFacts = { [Page in ServicePageId]: ServicePageFacts<CopyKeyOf<Page>> };

export const named = <const Id extends string>(entries: readonly (readonly [Id, string])[]): ServiceGridFacts<Id> => ({
  kind: 'named',
  items: entries.map(([id, name]) => ({ id, name })),
});

export const translated = <const Id extends string>(ids: readonly Id[]): ServiceGridFacts<Id> => ({
  kind: 'translated',
  items: ids.map((id) => ({ id })),
});

/** The ids a page's facts name, per kind (ids are literal where the facts are written with `satisfies`). */
type Listed<F> = {
  stat: F extends { stats: readonly { id: infer I }[] } ? I : never;
  card: F extends { services: readonly { id: infer I }[] } ? I : never;
  benefit: F extends { benefits: readonly { id: infer I }[] } ? I : never;
  step: F extends { process: readonly (infer I)[] } ? I : never;
  grid: F extends { grid: infer G } ? (G extends { items: readonly { id: infer I }[] } ? I : never) : never;
};

type PagesShowing<K extends ServiceCategory> = {
  [Page in ServicePageId]: CopyKeyOf<Page> extends K ? Page : never;
}[ServicePageId];

/**
 * The service texts no page shows, as "category.kind.id" ("greenEnergy.card.geothermal"); never when every
 * text has its card. `Pages` is the facts' own literal type.
 */
export type UnshownServiceCopy<Pages extends ServicePagesFacts> = {
  [K in ServiceCategory]: {
    [Kind in CopyIdKind]: `${K}.${Kind}.${Unlisted<CopyIds[K][Kind], Listed<Pages[PagesShowing<K>]>[Kind]>}`;
  }[CopyIdKind];
}[ServiceCategory];
