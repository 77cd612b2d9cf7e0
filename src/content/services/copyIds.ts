/**
 * The ids that join the service facts (content/services) to their texts, read from the dictionary's type:
 * a card, figure, benefit, step or grid item whose id has no text does not compile, and `Unlisted` names
 * the texts no card shows, so a text without a card does not compile either (see pages.ts, catalogue.ts).
 */
import type { Messages } from '../../i18n/dictionary';
import type { ServiceCategory } from './categories';

type Keys<T> = keyof T & string;
type Copies = Messages['servicePages'];

/** A page copy's ids, per kind. */
type IdsOf<Copy> = Copy extends {
  stats: infer S;
  services: infer C;
  benefits: infer B;
  process: infer P;
  grid: infer G;
}
  ? { stat: Keys<S>; card: Keys<C>; benefit: Keys<B>; step: Keys<P>; grid: Keys<G> }
  : never;

/** Each service page copy's ids. A mapped type over the categories, so code generic in the category can index it. */
export type CopyIds = { [K in ServiceCategory]: IdsOf<Copies[K]> };
export type CopyIdKind = keyof CopyIds[ServiceCategory];

/** A home catalogue item's id: its key in catalogue.items. */
export type CatalogueItemId = Keys<Messages['catalogue']['items']>;

/** A services overview card's id: its key in overview.categories. */
export type OverviewId = Keys<Messages['overview']['categories']>;

/** The ids of `All` that `listed` does not name (never when every text has its card). */
export type Unlisted<All extends string, Listed> = Exclude<All, Listed>;

/**
 * Compiles only when `Missing` is never; the error names the missing ids. Used as an exported type so
 * the check costs nothing at run time.
 */
export type NoneMissing<Missing extends never> = Missing;
