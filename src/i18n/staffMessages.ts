import type { staffEn } from './dict/staff/en';

/**
 * The staff inbox's dictionary (src/staff): a part of its own, loaded by the inbox's bundle only, never by a
 * public page. Same shape in every language (tests/unit/dictionaries.test.ts checks it like the site's).
 */
type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type StaffMessages = DeepStrings<typeof staffEn>;
