/**
 * Headline figures are facts, not copy: one place to change a number, formatted per language
 * (i18n/intlFigures.ts, at build time). Their labels live in the dictionaries.
 */
export type Figure =
  | { kind: 'count'; value: number; plus: boolean }
  | { kind: 'percent'; value: number }
  | { kind: 'euro'; value: number; plus: boolean }
  | { kind: 'megawatt'; value: number; plus: boolean }
  | { kind: 'tonnes'; value: number; plus: boolean }
  | { kind: 'literal'; text: string };

export const count = (value: number, plus = true): Figure => ({ kind: 'count', value, plus });
export const percent = (value: number): Figure => ({ kind: 'percent', value });
export const euro = (value: number): Figure => ({ kind: 'euro', value, plus: true });
export const megawatt = (value: number): Figure => ({ kind: 'megawatt', value, plus: true });
export const tonnes = (value: number): Figure => ({ kind: 'tonnes', value, plus: true });
export const roundTheClock: Figure = { kind: 'literal', text: '24/7' };
