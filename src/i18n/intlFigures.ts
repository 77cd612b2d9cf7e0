/**
 * A headline figure in the reader's conventions, by Intl: "€2.5bn+" / "über 2,5 Mrd. €" / "2,5 milyar €+",
 * "99.9%" / "99,9 %" / "%99,9". The one formatter of figures: it runs at build time
 * (build/intlTextPlugin.ts), and in the browser only for a figure the build did not see: the first Intl
 * formatter of a page loads ICU's locale data, a long task on the main thread while the page hydrates
 * (app/STARTUP.md).
 */
import type { Figure } from '../content/services/figures';
import { localeInfo, type Locale } from './locales';

type FormatterKind = 'plain' | 'percent' | 'euro' | 'compactWords';

const formatOptions: Record<FormatterKind, Intl.NumberFormatOptions> = {
  plain: {},
  percent: { style: 'percent', maximumFractionDigits: 1 },
  euro: { style: 'currency', currency: 'EUR', notation: 'compact', maximumSignificantDigits: 3 },
  compactWords: { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 3 },
};

const nbsp = '\u00a0';

interface EuroStyle {
  amount: (value: number) => string;
  /** "This amount or more". */
  orMore: (amount: string) => string;
}

/**
 * Compact euro amounts as each language's business press prints them. English: "€2.5bn+". German: a plus
 * after the currency sign ("2,5 Mrd. €+") reads as a typo, so "über 2,5 Mrd. €", as a financial writer
 * would put it. Turkish: CLDR's short forms ("€2,5 Mr") are unfamiliar to many readers, so the amount is
 * spelled out, "2,5 milyar €+". Non-breaking spaces keep a figure on one line.
 */
const euroStyles: Record<Locale, EuroStyle> = {
  en: { amount: (value) => formatter('en', 'euro').format(value), orMore: (amount) => `${amount}+` },
  de: { amount: (value) => formatter('de', 'euro').format(value), orMore: (amount) => `über${nbsp}${amount}` },
  tr: {
    amount: (value) => `${formatter('tr', 'compactWords').format(value)}${nbsp}€`.replace(/ /g, nbsp),
    orMore: (amount) => `${amount}+`,
  },
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
  return figure.kind === 'literal'
    ? `literal:${figure.text}`
    : `${figure.kind}:${figure.value}${'plus' in figure && figure.plus ? '+' : ''}`;
}

/** A figure with a unit (500 MW, 1,000 t) "or more": in German "über 500 MW", for the reason euro amounts are (review N15). */
function unitOrMore(text: string, locale: Locale): string {
  return locale === 'de' ? `über${nbsp}${text}` : `${text}+`;
}

export function formatFigureWithIntl(figure: Figure, locale: Locale): string {
  const plus = (text: string, show: boolean): string => (show ? `${text}+` : text);
  const withUnit = (unit: string, value: number, show: boolean): string => {
    const text = `${formatter(locale, 'plain').format(value)} ${unit}`;
    return show ? unitOrMore(text, locale) : text;
  };
  switch (figure.kind) {
    case 'count':
      return plus(formatter(locale, 'plain').format(figure.value), figure.plus);
    case 'percent':
      return formatter(locale, 'percent').format(figure.value);
    case 'euro': {
      const style = euroStyles[locale];
      const amount = style.amount(figure.value);
      return figure.plus ? style.orMore(amount) : amount;
    }
    case 'megawatt':
      return withUnit('MW', figure.value, figure.plus);
    case 'tonnes':
      return withUnit('t', figure.value, figure.plus);
    case 'literal':
      return figure.text;
  }
}
