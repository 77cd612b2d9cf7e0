/**
 * The globe demo's numbers as the build formatted them with Intl (build/intlTextPlugin.ts): a module of
 * their own, so only the demo loads them. A number the build did not foresee is formatted with Intl.
 */
import intlNumbers from 'virtual:intl-text/numbers';
import { formatNumber, numberStyles, type NumberStyle } from './intlFormat';
import type { Locale } from './locales';

/** A number in one of the globe demo's styles: "1,200", "65 %", "15.7". */
export function formatStyledNumber(value: number, locale: Locale, style: NumberStyle): string {
  return intlNumbers[locale][style][String(value)] ?? formatNumber(value, locale, numberStyles[style]);
}
