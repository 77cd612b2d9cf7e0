import type { mailEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's reply templates fill (en.ts is the reference). */
export type MailMessages = DeepStrings<typeof mailEn>;
