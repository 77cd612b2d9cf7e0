import type { en } from './dict/en';

/**
 * Same shape as the English dictionary, every leaf a string (or a list of strings, for paragraphs and
 * bullet lists): what de and tr must provide.
 */
type DeepStrings<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : DeepStrings<T[K]>;
};
export type Messages = DeepStrings<typeof en>;

/** Dotted paths of every string leaf ("nav.home", "meta.about.title"); lists are read from `messages`. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends readonly string[]
      ? never
      : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = LeafPaths<Messages>;

export type MetaKey = keyof Messages['meta'];
export type SegmentKey = keyof Messages['breadcrumbs']['segments'];

export type MessageParams = Readonly<Record<string, string | number>>;
