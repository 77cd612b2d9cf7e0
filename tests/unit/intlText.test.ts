import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoNumbers, siteCountryCodes, siteFigures } from '../../src/build/intlTextPlugin';
import { legalLastUpdated } from '../../src/content/legal';
import { figureKey, formatFigureWithIntl } from '../../src/i18n/intlFigures';
import {
  countryNameWithIntl,
  formatDateWithIntl,
  formatNumber,
  numberStyles,
  weekdayNameWithIntl,
  type NumberStyle,
} from '../../src/i18n/intlFormat';
import { locales } from '../../src/i18n/locales';
import { countryName, formatDate, formatFigure, weekdayName } from '../../src/i18n/preformatted';
import { formatStyledNumber } from '../../src/i18n/preformattedNumbers';

const weekdays = [1, 2, 3, 4, 5, 6, 7];
const styles = Object.keys(numberStyles) as NumberStyle[];

/** Every text a page can show on hydration through preformatted.ts, in every language. */
function everyForeseenText(
  format: typeof import('../../src/i18n/preformatted'),
  numberFormat: typeof import('../../src/i18n/preformattedNumbers'),
): string[] {
  const numbers = demoNumbers();
  return locales.flatMap((locale) => [
    ...siteFigures().map((figure) => format.formatFigure(figure, locale)),
    ...Object.values(legalLastUpdated).map((date) => format.formatDate(date, locale)),
    ...weekdays.map((day) => format.weekdayName(day, locale)),
    ...siteCountryCodes().map((code) => format.countryName(code, locale)),
    ...styles.flatMap((style) => numbers[style].map((value) => numberFormat.formatStyledNumber(value, locale, style))),
  ]);
}

describe('text formatted at build time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers every figure, legal date, weekday, country and demo number, so hydration never starts Intl', async () => {
    expect(siteFigures().length).toBeGreaterThan(20);
    expect(siteCountryCodes()).toEqual(expect.arrayContaining(['DE', 'TR']));
    const termsDateInGerman = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${legalLastUpdated.terms}T00:00:00Z`),
    );
    // Fresh modules: no Intl formatter cached by an earlier call can escape the spies.
    vi.resetModules();
    const spies = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat'), vi.spyOn(Intl, 'DisplayNames')];
    const texts = everyForeseenText(
      await import('../../src/i18n/preformatted'),
      await import('../../src/i18n/preformattedNumbers'),
    );
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(texts).toEqual(
      expect.arrayContaining(['€2.5bn+', termsDateInGerman, 'Pazartesi', 'Deutschland', '1.200', '65\u00a0%', '15,7']),
    );
  });

  it('gives the same text as formatting with Intl', () => {
    const numbers = demoNumbers();
    for (const locale of locales) {
      for (const figure of siteFigures())
        expect(formatFigure(figure, locale), figureKey(figure)).toBe(formatFigureWithIntl(figure, locale));
      for (const date of Object.values(legalLastUpdated))
        expect(formatDate(date, locale)).toBe(formatDateWithIntl(date, locale));
      for (const day of weekdays) expect(weekdayName(day, locale)).toBe(weekdayNameWithIntl(day, locale));
      for (const code of siteCountryCodes()) expect(countryName(code, locale)).toBe(countryNameWithIntl(code, locale));
      for (const style of styles) {
        for (const value of numbers[style])
          expect(formatStyledNumber(value, locale, style)).toBe(formatNumber(value, locale, numberStyles[style]));
      }
    }
  });

  it('looks up the values the demo controls report, as a range input reports them', () => {
    // A range input's value is a decimal string: "0.0003" must hit the table, not 0.00030000000000000003.
    vi.resetModules();
    return import('../../src/i18n/preformattedNumbers').then((fresh) => {
      const numberFormat = vi.spyOn(Intl, 'NumberFormat');
      fresh.formatStyledNumber(Number('0.65'), 'de', 'percent');
      fresh.formatStyledNumber(Number('1200'), 'tr', 'whole');
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });

  it('formats what the build did not foresee with Intl', () => {
    expect(formatFigure({ kind: 'count', value: 123_456, plus: false }, 'de')).toBe('123.456');
    expect(formatDate('2031-02-03', 'de')).toBe('3. Februar 2031');
    expect(countryName('FR', 'tr')).toBe('Fransa');
    expect(formatStyledNumber(0.333, 'en', 'percent')).toBe('33%');
    expect(formatStyledNumber(12.34, 'de', 'tenths')).toBe('12,3');
  });
});
