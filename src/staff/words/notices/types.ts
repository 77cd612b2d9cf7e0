import type { noticesEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's e-mails to staff fill (en.ts is the reference). */
export type NoticeMessages = DeepStrings<typeof noticesEn>;
