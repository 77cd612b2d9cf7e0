/**
 * A headline figure in the reader's conventions, by Intl: "€2.5bn+" / "2,5 Mrd. €+", "99.9%" / "99,9 %" /
 * "%99,9". Runs at build time (build/figureTextPlugin.ts): the first Intl formatter of a page loads
 * ICU's locale data, which blocked the browser's main thread for 35-45 ms while the page hydrated.
 */
import type { Figure } from '../content/services/figures';
import { localeInfo, type Locale } from './locales';

type FormatterKind = 'plain' | 'percent' | 'euro';

const formatOptions: Record<FormatterKind, Intl.NumberFormatOptions> = {
  plain: {},
  percent: { style: 'percent', maximumFractionDigits: 1 },
  euro: { style: 'currency', currency: 'EUR', notation: 'compact', maximumSignificantDigits: 3 },
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, kind: FormatterKind): Intl.NumberFormat {
  const key = `${locale}:${kind}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(localeInfo[locale].intl, formatOptions[kind]);
    formatters.set(key, cached);
  }
  return cached;
}

/** The same figure always gets the same key: the build's table is looked up by it. */
export function figureKey(figure: Figure): string {
  return figure.kind === 'literal' ? `literal:${figure.text}` : `${figure.kind}:${figure.value}${'plus' in figure && figure.plus ? '+' : ''}`;
}

export function formatFigureWithIntl(figure: Figure, locale: Locale): string {
  const plus = (text: string, show: boolean): string => (show ? `${text}+` : text);
  switch (figure.kind) {
    case 'count':
      return plus(formatter(locale, 'plain').format(figure.value), figure.plus);
    case 'percent':
      return formatter(locale, 'percent').format(figure.value);
    case 'euro':
      return plus(formatter(locale, 'euro').format(figure.value), figure.plus);
    case 'megawatt':
      return plus(`${formatter(locale, 'plain').format(figure.value)} MW`, figure.plus);
    case 'tonnes':
      return plus(`${formatter(locale, 'plain').format(figure.value)} t`, figure.plus);
    case 'literal':
      return figure.text;
  }
}
