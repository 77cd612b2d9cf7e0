/**
 * Text the build formatted with Intl (build/intlTextPlugin.ts), looked up so a page hydrates without
 * starting Intl; anything the build did not foresee is formatted with Intl here, giving the same text.
 */
import intlText from 'virtual:intl-text';
import type { Figure } from '../content/services/figures';
import { figureKey, formatFigureWithIntl } from './intlFigures';
import { countryNameWithIntl, formatDateWithIntl, weekdayNameWithIntl } from './intlFormat';
import type { Locale } from './locales';

/** A headline figure: "€2.5bn+", "über 2,5 Mrd. €". */
export function formatFigure(figure: Figure, locale: Locale): string {
  return intlText[locale].figures[figureKey(figure)] ?? formatFigureWithIntl(figure, locale);
}

/** An ISO date ("2024-07-30") as "30 July 2024", "30. Juli 2024", "30 Temmuz 2024". */
export function formatDate(isoDate: string, locale: Locale): string {
  return intlText[locale].dates[isoDate] ?? formatDateWithIntl(isoDate, locale);
}

/** An ISO weekday (1 = Monday): "Monday", "Montag", "Pazartesi". */
export function weekdayName(day: number, locale: Locale): string {
  return intlText[locale].weekdays[day] ?? weekdayNameWithIntl(day, locale);
}

/** A country by its ISO 3166 code: "Germany", "Deutschland", "Almanya". */
export function countryName(code: string, locale: Locale): string {
  return intlText[locale].countries[code] ?? countryNameWithIntl(code, locale);
}
