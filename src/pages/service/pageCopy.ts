import type { ServiceCategory } from '../../routes/routes';
import type { CopyIds } from '../../content/services/copyIds';
import type { Messages } from '../../i18n/dictionary';

export interface TitledText {
  readonly title: string;
  readonly text: string;
}

export type ServiceCardCopy = TitledText & { readonly features: readonly string[] };
export type ServiceGridCopy =
  | string
  | TitledText
  | { readonly region: string; readonly type: string }
  | { readonly name: string; readonly category: string };

/** The ids of one page's copy (CopyIds of one category). */
type PageIds = CopyIds[ServiceCategory];

/**
 * The common shape of every service page's copy, so one component renders them all. Its records are keyed
 * by the page's own ids, so a card reads its text by its typed id: no lookup that can miss.
 */
export interface ServicePageCopy<Ids extends PageIds = PageIds> {
  readonly title: string;
  readonly text: string;
  readonly stats: Readonly<Record<Ids['stat'], string>>;
  readonly servicesHeading: string;
  readonly services: Readonly<Record<Ids['card'], ServiceCardCopy>>;
  readonly countriesHeading?: string;
  readonly countries?: Readonly<Record<string, string>>;
  readonly gridHeading?: string;
  readonly gridRegion?: string;
  readonly gridType?: string;
  readonly gridMarket?: string;
  readonly grid: Readonly<Record<Ids['grid'], ServiceGridCopy>>;
  readonly processHeading: string;
  readonly process: Readonly<Record<Ids['step'], TitledText>>;
  readonly benefitsHeading: string;
  readonly benefits: Readonly<Record<Ids['benefit'], TitledText>>;
  readonly ctaHeading: string;
  readonly ctaText: string;
}

/** Every page's copy in that shape: checked here, per category, by the compiler. */
type PageCopies = { [K in ServiceCategory]: ServicePageCopy<CopyIds[K]> };

/**
 * The copy of the page whose facts name `key`. Rendering takes the ids from those same facts, so ids and
 * copy belong to one category even where the compiler sees the union of all (a page's facts in general).
 */
export function pageCopy<K extends ServiceCategory>(messages: Messages, key: K): ServicePageCopy<CopyIds[K]> {
  const copies: PageCopies = messages.servicePages;
  return copies[key];
}
