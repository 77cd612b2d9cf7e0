import type { workEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's words for the list's filters, the passkeys' names and the trail's filters fill. */
export type WorkMessages = DeepStrings<typeof workEn>;
