import type { councilEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's works-council and data-protection words fill (en.ts is the reference). */
export type CouncilMessages = DeepStrings<typeof councilEn>;
