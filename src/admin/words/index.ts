import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { adminDe } from './de';
import { adminEn, type AdminWords } from './en';
import { adminTr } from './tr';

/** The editor's dictionary, every language at once (a few lines each): its bundle is staff-only. */
export const adminWords: Readonly<Record<Locale, AdminWords>> = { en: adminEn, de: adminDe, tr: adminTr };
export type { AdminWords };

/** The browser's first language the site speaks ("de-AT" → de), else English. */
export function adminLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary && isLocale(primary)) return primary;
  }
  return defaultLocale;
}
