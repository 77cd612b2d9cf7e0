import type { Figure } from '../content/services/figures';
import { localeInfo, type Locale } from './locales';

/** A headline figure in the reader's conventions: "€2.5bn+" / "2,5 Mrd. €+", "99.9%" / "99,9 %" / "%99,9". */
export function formatFigure(figure: Figure, locale: Locale): string {
  const tag = localeInfo[locale].intl;
  const plus = (text: string, show: boolean): string => (show ? `${text}+` : text);
  switch (figure.kind) {
    case 'count':
      return plus(new Intl.NumberFormat(tag).format(figure.value), figure.plus);
    case 'percent':
      return new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(figure.value);
    case 'euro':
      return plus(
        new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', notation: 'compact', maximumSignificantDigits: 3 }).format(figure.value),
        figure.plus,
      );
    case 'megawatt':
      return plus(`${new Intl.NumberFormat(tag).format(figure.value)} MW`, figure.plus);
    case 'tonnes':
      return plus(`${new Intl.NumberFormat(tag).format(figure.value)} t`, figure.plus);
    case 'literal':
      return figure.text;
  }
}
