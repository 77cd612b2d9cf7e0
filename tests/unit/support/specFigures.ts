/**
 * The figures of the specification that issue 44 brought back (issue 30 had replaced them with counts of the pages'
 * own lists): written out here, not read from src, so that the tests compare the site with the specification.
 */
import type { ClaimId } from '../../../src/content/claims';
import type { Figure } from '../../../src/content/services/figures';
import type { ServicePageId } from '../../../src/content/services/pages';
import type { Locale } from '../../../src/i18n/locales';

export interface SpecFigure {
  claim: ClaimId;
  page: ServicePageId;
  /** The figure's label key in servicePages.<copy>.stats. */
  stat: string;
  /** Its place among the page's four figures, in the specification's order. */
  position: number;
  figure: Figure;
  /** What its basis in the register must name: what proves it. */
  proof: RegExp;
  /** As each language shows it (Intl: German "95 %" with a no-break space, Turkish "%95"). */
  shown: Record<Locale, string>;
  /** Words its label must have in each language. */
  label: Record<Locale, RegExp>;
}

const fiftyPlus = { en: '50+', de: '50+', tr: '50+' };
const ninetyFivePercent = { en: '95%', de: '95\u00a0%', tr: '%95' };

export const specFigures: readonly SpecFigure[] = [
  {
    claim: 'it.technologies',
    page: 'it',
    stat: 'technologies',
    position: 3,
    figure: { kind: 'count', value: 50, plus: true },
    proof: /technologies in use/,
    shown: fiftyPlus,
    label: { en: /^Technologies/, de: /^Technologien/, tr: /^Teknoloji/ },
  },
  {
    claim: 'energy.markets',
    page: 'energy',
    stat: 'markets',
    position: 2,
    figure: { kind: 'count', value: 50, plus: true },
    proof: /list of markets traded/,
    shown: fiftyPlus,
    label: { en: /^Markets/, de: /^Märkte/, tr: /^Piyasa/ },
  },
  {
    claim: 'hr.satisfaction',
    page: 'hr',
    stat: 'satisfaction',
    position: 1,
    figure: { kind: 'percent', value: 0.95 },
    proof: /survey.*method.*date/,
    shown: ninetyFivePercent,
    label: { en: /^Client satisfaction/, de: /^Kundenzufriedenheit/, tr: /^Müşteri memnuniyeti/ },
  },
  {
    claim: 'rd.successRate',
    page: 'rd',
    stat: 'successRate',
    position: 3,
    figure: { kind: 'percent', value: 0.95 },
    proof: /what counts as a success.*records/,
    shown: ninetyFivePercent,
    label: { en: /^Success rate/, de: /^Erfolgsquote/, tr: /^Başarı oranı/ },
  },
  {
    claim: 'greenEnergy.co2Reduction',
    page: 'greenEnergyB',
    stat: 'co2Reduction',
    position: 3,
    figure: { kind: 'percent', value: 0.5 },
    proof: /CO₂ baseline \(against what.*measured/,
    shown: { en: '50%', de: '50\u00a0%', tr: '%50' },
    label: { en: /^CO₂ reduction/, de: /^CO₂-Reduktion/, tr: /^CO₂ azaltımı/ },
  },
  {
    claim: 'greenEnergyA.co2Saved',
    page: 'greenEnergyA',
    stat: 'co2Saved',
    position: 3,
    figure: { kind: 'tonnes', value: 1000, plus: true },
    proof: /CO₂ baseline \(against what.*measured/,
    shown: { en: '1,000 t+', de: 'über\u00a01.000 t', tr: '1.000 t+' },
    label: { en: /^CO₂ saved/, de: /^Eingespartes CO₂/, tr: /^Önlenen CO₂/ },
  },
];
