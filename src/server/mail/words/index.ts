import type { Locale } from '../../../i18n/locales';
import { staffMailDe } from './de';
import { staffMailEn, type StaffMailWords } from './en';
import { staffMailTr } from './tr';

/** The staff e-mails' words in every language the company may choose (STAFF_MAIL_LOCALE). */
export const staffMailWords: Readonly<Record<Locale, StaffMailWords>> = {
  en: staffMailEn,
  de: staffMailDe,
  tr: staffMailTr,
};

/** A dictionary's text with its {{placeholders}} filled. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
