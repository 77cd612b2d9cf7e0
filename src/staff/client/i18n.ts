import rosetta from 'rosetta';
import { defaultLocale, isLocale, localeInfo, type Locale } from '../../i18n/locales';
import { staffMessages, type StaffMessages } from '../words';
import { dayAnchor } from '../../submissions/decisions';
import { storedServiceName, type ServiceName } from './siteNames';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StaffKey = Leaves<StaffMessages['staff']>;
type StaffTranslate = (key: StaffKey, params?: Readonly<Record<string, string | number>>) => string;

/** The browser's first language the site speaks ("de-AT" → de), else English. */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return defaultLocale;
}

export interface StaffI18n {
  locale: Locale;
  t: StaffTranslate;
  /** A time as staff read it, in Potsdam: "27 Nov 2026, 14:05". */
  dateTime: (ms: number) => string;
  /** The Potsdam day of a moment: "27 November 2026". */
  date: (ms: number) => string;
  /** A Potsdam day given as "YYYY-MM-DD" (a decision's day in the audit trail), in words. */
  day: (day: string) => string;
  size: (bytes: number) => string;
  /** A contact message's topic by its name in this language (siteNames.ts). */
  serviceName: ServiceName;
}

export function staffI18n(locale: Locale, serviceName: ServiceName = storedServiceName): StaffI18n {
  const engine = rosetta<StaffMessages['staff']>({ [locale]: staffMessages[locale].staff });
  engine.locale(locale);
  const intl = localeInfo[locale].intl;
  // The company's clock, wherever the browser is: decisions and retention count Potsdam days.
  const timeZone = 'Europe/Berlin';
  const dateTime = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone });
  const kilobytes = new Intl.NumberFormat(intl, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  return {
    locale,
    t: (key, params) => {
      const text = engine.t(key, params ?? {});
      if (!text) throw new Error(`Missing staff message "${key}" for "${locale}"`);
      return text;
    },
    dateTime: (ms) => dateTime.format(ms),
    date: (ms) => date.format(ms),
    day: (day) => date.format(dayAnchor(day)),
    size: (bytes) => kilobytes.format(Math.max(1, Math.round(bytes / 1024))),
    serviceName,
  };
}
