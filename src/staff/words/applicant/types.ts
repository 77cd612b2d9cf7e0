import type { applicantEn } from './en';

type DeepStrings<T> = { readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language's words for the applicant's receipt and private page fill (en.ts is the reference). */
export type ApplicantMessages = DeepStrings<typeof applicantEn>;
