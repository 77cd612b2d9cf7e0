import type { rebuildEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's rebuild words fill. */
export type RebuildWords = DeepStrings<typeof rebuildEn>;
