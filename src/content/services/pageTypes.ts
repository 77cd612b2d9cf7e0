import type { LucideIcon } from 'lucide-react';
import type { ServiceCategory } from './categories';
import type { Figure } from './figures';

/** A service page of the specification: the seven categories, green energy in its two variants. */
export type ServicePageId = Exclude<ServiceCategory, 'greenEnergy'> | 'greenEnergyA' | 'greenEnergyB';

export interface ServiceCard {
  id: string;
  Icon: LucideIcon;
  /** The other service page the card links to ("More about Networking"); never the page the card is on. */
  linksTo?: ServiceCategory;
}

export type ServiceGridFacts =
  /** Named items (technologies, vendors) whose category label is copy. */
  | { kind: 'named'; items: readonly { id: string; name: string }[] }
  /** Items whose name is translated too: name and category are copy. */
  | { kind: 'translated'; items: readonly { id: string }[] }
  /** Exchanges with region and type (copy). */
  | { kind: 'markets'; items: readonly { id: string; name: string }[] }
  /** Areas with title and text (copy) and an icon. */
  | { kind: 'areas'; items: readonly { id: string; Icon: LucideIcon }[] };

export interface ServicePageFacts {
  /** Key of the page's copy in the dictionary (servicePages.<copyKey>). */
  copyKey: ServiceCategory;
  stats: readonly { id: string; figure: Figure }[];
  services: readonly ServiceCard[];
  benefits: readonly { id: string; Icon: LucideIcon }[];
  process: readonly string[];
  grid: ServiceGridFacts | null;
}

export const named = (entries: readonly [string, string][]): ServiceGridFacts => ({
  kind: 'named',
  items: entries.map(([id, name]) => ({ id, name })),
});
