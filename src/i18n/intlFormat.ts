/**
 * Dates, weekdays, countries and numbers in the page's language, by Intl. The first Intl formatter of a page
 * loads ICU's locale data, a long task on the main thread (app/STARTUP.md): text the build can foresee is
 * formatted here at build time (build/intlTextPlugin.ts) and looked up in the browser (i18n/preformatted.ts).
 */
import type { JobFrontMatter } from '../content/collections/schemas';
import { localeInfo, type Locale } from './locales';

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
const weekdayDate = (day: number): Date => new Date(Date.UTC(2024, 0, day));

/** "Monday", "Montag", "Pazartesi". */
export function weekdayNameWithIntl(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { weekday: 'long', timeZone: 'UTC' }).format(
    weekdayDate(day),
  );
}

/** An ISO date ("2024-07-30") as "30 July 2024", "30. Juli 2024", "30 Temmuz 2024". */
export function formatDateWithIntl(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** "€42,000 – €52,000", "42.000–52.000 €", "€42.000 – €52.000"; cents only where the pay has them. */
export function formatPayRangeWithIntl({ min, max, currency }: JobFrontMatter['salary'], locale: Locale): string {
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2;
  const format = new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return min === max ? format.format(min) : format.formatRange(min, max);
}

/** A country by its ISO 3166 code in the page's language: "Germany", "Deutschland", "Almanya". */
export function countryNameWithIntl(code: string, locale: Locale): string {
  return new Intl.DisplayNames(localeInfo[locale].intl, { type: 'region' }).of(code) ?? code;
}

/** The company's clock: staff read every time in Potsdam, wherever their mail is read. */
const potsdamZone = 'Europe/Berlin';

/**
 * A moment as the company's staff read it, in Potsdam time: "8 December 2026, 14:02", "8. Dezember 2026, 14:02",
 * "8 Aralık 2026, 14:02". The day and the time are formatted apart and joined with a comma, so the words between
 * them do not change with the ICU version the server runs.
 */
export function potsdamTimeWithIntl(ms: number, locale: Locale): string {
  const { intl } = localeInfo[locale];
  const day = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: potsdamZone }).format(ms);
  const time = new Intl.DateTimeFormat(intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: potsdamZone,
  });
  return `${day}, ${time.format(ms)}`;
}

/** A language by its code, named in another: "German", "Deutsch", "Almanca" for de. */
export function languageNameWithIntl(code: string, locale: Locale): string {
  return new Intl.DisplayNames(localeInfo[locale].intl, { type: 'language' }).of(code) ?? code;
}

/** Number styles of the globe demo's controls: 1,200 dots; 65 % of the stage; 15.7 s a turn. */
export const numberStyles = {
  whole: {},
  percent: { style: 'percent' },
  tenths: { maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;
export type NumberStyle = keyof typeof numberStyles;

/** A plain number in the page's language ("0.0004", "0,0004"). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, options).format(value);
}

const kibibyte = 1024;
const mebibyte = kibibyte * kibibyte;

/**
 * A file's size as people read it: "193 bytes", "12 kB", "1.2 MB" ("193 Byte", "1,2 MB"; "193 bayt").
 * Binary multiples, as file managers count and as the form's 5 MB limit (5,242,880 bytes) is meant;
 * one decimal below 10 of a unit, none above.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const unitFormat = (unit: 'byte' | 'kilobyte' | 'megabyte', value: number): string =>
    formatNumber(value, locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: unit !== 'byte' && value < 10 ? 1 : 0,
    });
  if (bytes < kibibyte) return unitFormat('byte', bytes);
  // Kilobytes that round to 1,024 show as "1 MB", never as "1,024 kB".
  if (Math.round(bytes / kibibyte) < kibibyte) return unitFormat('kilobyte', bytes / kibibyte);
  return unitFormat('megabyte', bytes / mebibyte);
}

/** Text the build formatted with the functions above, per language: see build/intlTextPlugin.ts. */
export interface IntlText {
  /** By figureKey(): "€2.5bn+". */
  figures: Record<string, string>;
  /** By ISO date: "30 July 2024". */
  dates: Record<string, string>;
  /** By ISO weekday, 1 = Monday. */
  weekdays: Record<number, string>;
  /** By ISO 3166 code. */
  countries: Record<string, string>;
}

/** The globe demo's numbers by style, then by String(value): a module of their own, loaded with the demo. */
export type IntlNumbers = Record<NumberStyle, Record<string, string>>;
