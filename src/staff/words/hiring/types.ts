import type { hiringEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's hiring words fill (en.ts is the reference). */
export type HiringMessages = DeepStrings<typeof hiringEn>;
