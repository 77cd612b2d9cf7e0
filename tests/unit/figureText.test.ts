import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteFigures } from '../../src/build/figureTextPlugin';
import { formatFigureWithIntl } from '../../src/i18n/figureFormat';
import { formatFigure } from '../../src/i18n/formatFigure';
import { locales } from '../../src/i18n/locales';

describe('headline figures formatted at build time', () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers every figure of the home and service pages, so the browser never starts Intl for them', async () => {
    const figures = siteFigures();
    expect(figures.length).toBeGreaterThan(20);
    // Fresh modules: no Intl formatter cached by an earlier call can escape the spy.
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const fresh = await import('../../src/i18n/formatFigure');
    const texts = locales.flatMap((locale) => figures.map((figure) => fresh.formatFigure(figure, locale)));
    expect(numberFormat).not.toHaveBeenCalled();
    expect(texts).toContain('€2.5bn+');
  });

  it('gives the same text as formatting with Intl', () => {
    for (const locale of locales) {
      for (const figure of siteFigures()) expect(formatFigure(figure, locale)).toBe(formatFigureWithIntl(figure, locale));
    }
  });

  it('formats a figure outside the table with Intl', () => {
    expect(formatFigure({ kind: 'count', value: 123_456, plus: false }, 'de')).toBe('123.456');
  });
});
