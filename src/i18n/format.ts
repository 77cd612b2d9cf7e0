import { localeInfo, type Locale } from './locales';

// 2024-01-01 was a Monday: day n of the ISO week is 2024-01-0n.
const weekdayDate = (day: number): Date => new Date(Date.UTC(2024, 0, day));

/** "Monday", "Montag", "Pazartesi". */
export function weekdayName(day: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(day));
}

/** An ISO date ("2024-07-30") as "30 July 2024", "30. Juli 2024", "30 Temmuz 2024". */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A plain number in the page's language ("0.0004", "0,0004"). */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeInfo[locale].intl, options).format(value);
}
