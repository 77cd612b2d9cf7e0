/**
 * Vite plugin serving `virtual:figure-text`: every headline figure of the site (home and service
 * pages), formatted for every language at build time, so the browser need not start Intl to show them.
 */
import type { Plugin } from 'vite';
import { homeStats } from '../content/homeStats';
import type { Figure } from '../content/services/figures';
import { servicePages } from '../content/services/pages';
import { figureKey, formatFigureWithIntl } from '../i18n/figureFormat';
import { locales, type Locale } from '../i18n/locales';

const moduleId = 'virtual:figure-text';
const resolvedId = `\0${moduleId}`;

export function siteFigures(): Figure[] {
  return [...homeStats, ...Object.values(servicePages).flatMap((page): readonly { figure: Figure }[] => page.stats)].map((stat) => stat.figure);
}

export function figureTable(figures: readonly Figure[]): Record<Locale, Record<string, string>> {
  const table = {} as Record<Locale, Record<string, string>>;
  for (const locale of locales) {
    table[locale] = Object.fromEntries(figures.map((figure) => [figureKey(figure), formatFigureWithIntl(figure, locale)]));
  }
  return table;
}

export function figureTextPlugin(): Plugin {
  return {
    name: 'figure-text',
    resolveId(id) {
      return id === moduleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      return `export default ${JSON.stringify(figureTable(siteFigures()))};`;
    },
  };
}
