/**
 * Vite plugin serving `virtual:intl-text` (every figure, date, weekday and country the site shows) and
 * `virtual:intl-text/numbers` (the globe demo's numbers, loaded with the demo only), formatted for every
 * language at build time, so the browser need not start Intl (ICU's start-up, a long task on the main thread:
 * app/STARTUP.md) to hydrate a page. i18n/preformatted.ts and i18n/preformattedNumbers.ts look them up.
 */
import type { Plugin } from 'vite';
import { company } from '../content/company';
import { homeStats } from '../content/homeStats';
import { legalLastUpdated } from '../content/legal';
import type { Figure } from '../content/services/figures';
import { servicePages } from '../content/services/pages';
import { demoDotCountList } from '../globe/dotCounts';
import { radiusRange, secondsPerTurn, speedRange } from '../globe/demoVariants';
import { rangeSteps } from '../globe/rangeSteps';
import { figureKey, formatFigureWithIntl } from '../i18n/intlFigures';
import {
  countryNameWithIntl,
  formatDateWithIntl,
  formatNumber,
  numberStyles,
  weekdayNameWithIntl,
  type IntlNumbers,
  type IntlText,
  type NumberStyle,
} from '../i18n/intlFormat';
import { locales, type Locale } from '../i18n/locales';
import { zoneOffsetsTable } from './zoneOffsetsTable';

const modules: Record<string, () => unknown> = {
  'virtual:intl-text': intlTextTable,
  'virtual:intl-text/numbers': intlNumbersTable,
  'virtual:intl-text/zones': () => zoneOffsetsTable(),
};

export function siteFigures(): Figure[] {
  return [
    ...homeStats,
    ...Object.values(servicePages).flatMap((page): readonly { figure: Figure }[] => page.stats),
  ].map((stat) => stat.figure);
}

/** Every country code in the company's facts: its address, its officer's and processors', where it works. */
export function siteCountryCodes(): string[] {
  const codes = new Set<string>(company.countries);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        if (key === 'countryCode' && typeof field === 'string') codes.add(field);
        else visit(field);
      }
    }
  };
  visit(company);
  return [...codes].sort();
}

/** The numbers the globe demo's controls and tiles show, by style. */
export function demoNumbers(): Record<NumberStyle, number[]> {
  return {
    whole: demoDotCountList(),
    percent: rangeSteps(radiusRange),
    tenths: rangeSteps(speedRange).flatMap((speed) => secondsPerTurn(speed) ?? []),
  };
}

const byValue = <T extends string | number>(
  values: readonly T[],
  format: (value: T) => string,
): Record<string, string> => Object.fromEntries(values.map((value) => [String(value), format(value)]));

function intlTextTable(): Record<Locale, IntlText> {
  const figures = siteFigures();
  const countryCodes = siteCountryCodes();
  const table = {} as Record<Locale, IntlText>;
  for (const locale of locales) {
    table[locale] = {
      figures: Object.fromEntries(figures.map((figure) => [figureKey(figure), formatFigureWithIntl(figure, locale)])),
      dates: byValue(Object.values(legalLastUpdated), (date) => formatDateWithIntl(date, locale)),
      weekdays: byValue([1, 2, 3, 4, 5, 6, 7], (day) => weekdayNameWithIntl(day, locale)),
      countries: byValue(countryCodes, (code) => countryNameWithIntl(code, locale)),
    };
  }
  return table;
}

function intlNumbersTable(): Record<Locale, IntlNumbers> {
  const numbers = demoNumbers();
  const styles = Object.keys(numberStyles) as NumberStyle[];
  const table = {} as Record<Locale, IntlNumbers>;
  for (const locale of locales) {
    table[locale] = Object.fromEntries(
      styles.map((style) => [
        style,
        byValue(numbers[style], (value) => formatNumber(value, locale, numberStyles[style])),
      ]),
    ) as IntlNumbers;
  }
  return table;
}

export function intlTextPlugin(): Plugin {
  return {
    name: 'intl-text',
    resolveId(id) {
      return id in modules ? `\0${id}` : null;
    },
    load(id) {
      const table = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      return table ? `export default ${JSON.stringify(table())};` : null;
    },
  };
}
