import type { en } from './dict/en';

/** Same shape as the English dictionary, every leaf a string: what de and tr must provide. */
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Messages = DeepStrings<typeof en>;

/** Dotted paths of every leaf ("nav.home", "meta.about.title"). */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = LeafPaths<Messages>;

export type MetaKey = keyof Messages['meta'];
export type SegmentKey = keyof Messages['breadcrumbs']['segments'];

export type MessageParams = Readonly<Record<string, string | number>>;
