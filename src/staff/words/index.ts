import { staffDe } from './de';
import { staffEn, type StaffMessages } from './en';
import { staffTr } from './tr';
import type { Locale } from '../../i18n/locales';

/**
 * The staff inbox's dictionary (src/staff), every language at once: a registry of its own, imported by the
 * inbox's bundle only, never by a public page (which loads its parts through parts.ts). Same shape in every
 * language; tests/unit/dictionaries.test.ts checks it like the site's.
 */
export const staffMessages: Readonly<Record<Locale, StaffMessages>> = { en: staffEn, de: staffDe, tr: staffTr };
export type { StaffMessages };
