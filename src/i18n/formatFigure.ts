import figureText from 'virtual:figure-text';
import type { Figure } from '../content/services/figures';
import { figureKey, formatFigureWithIntl } from './figureFormat';
import type { Locale } from './locales';

/**
 * A headline figure as text. The site's own figures were formatted at build time (no Intl start-up in
 * the browser); any other figure is formatted here.
 */
export function formatFigure(figure: Figure, locale: Locale): string {
  return figureText[locale][figureKey(figure)] ?? formatFigureWithIntl(figure, locale);
}
