/**
 * The claims register, part two: the basis of each claim of claims.ts, one per id (the compiler asks for each).
 * Node code only (check:launch, the build, the server, tests): pages need the figures, not these notes.
 */
import { claims, type ClaimId } from './claims';
import type { Figure } from './services/figures';

type ClaimBasis =
  /** Where the company can prove it (a document, a register, a contract). */
  | { source: string }
  /** It counts a list the site shows (named here); unit/claims.test.ts counts the list. */
  | { counted: string }
  /** What the company must confirm, with its evidence, before launch. */
  | { unconfirmed: string };

export interface Claim {
  figure: Figure;
  basis: ClaimBasis;
}

const unconfirmed = (what: string): ClaimBasis => ({ unconfirmed: what });
const teamExperience = (what: string): ClaimBasis =>
  unconfirmed(`team experience: ${what}, with the records behind it`);
const uptimeTarget = unconfirmed('availability target: only if the service contracts (SLA) offer it; not a guarantee');
const roundTheClockService = (what: string): ClaimBasis =>
  unconfirmed(`${what} 24 hours a day, 7 days a week: only if staffed so`);
// A CO₂ figure is shown with its baseline beside it once sourced (BGH I ZR 98/23): say what it is measured against.
const co2Baseline = (what: string): ClaimBasis =>
  unconfirmed(
    `team experience: ${what}, with the CO₂ baseline (against what supply, measured or calculated how, over which plants) to show beside it`,
  );

const sources: Record<ClaimId, ClaimBasis> = {
  'home.services': { counted: 'the home catalogue (28 services)' },
  'home.countries': { source: 'company.ts, countries' },
  'home.quality': unconfirmed('"100 % German quality" is a slogan, not a measurement: explain it or drop it'),
  'about.employees': unconfirmed('head count (company.ts, employees), as the payroll shows it'),

  'it.projects': teamExperience('IT projects delivered'),
  'it.uptime': uptimeTarget,
  'it.support': roundTheClockService('IT support'),
  'it.technologies': unconfirmed('the technologies in use, listed by name (the page shows a selection)'),

  'energy.volume': teamExperience('energy traded'),
  'energy.years': teamExperience('years in energy trading'),
  'energy.markets': unconfirmed(
    'the list of markets traded, with the access to each (exchange membership, broker); the page shows a selection',
  ),
  'energy.monitoring': roundTheClockService('market monitoring'),

  'realEstate.volume': teamExperience('property transactions'),
  'realEstate.properties': teamExperience('properties brokered'),
  'realEstate.years': teamExperience('years in real estate'),
  'realEstate.cities': unconfirmed('cities with properties on offer or brokered'),

  'hr.placements': teamExperience('positions filled'),
  'hr.satisfaction': unconfirmed(
    'the client survey behind the satisfaction rate, with its method (who was asked, how many answered, on what scale) and its date',
  ),
  'hr.years': teamExperience('years in HR'),
  'hr.companies': unconfirmed('client companies, from the contracts'),

  'networking.uptime': uptimeTarget,
  'networking.support': roundTheClockService('network support'),
  'networking.years': teamExperience('years in networking'),
  'networking.networks': teamExperience('networks built'),

  'rd.projects': teamExperience('research projects'),
  'rd.patents': teamExperience('patents of the team’s members (DPMA/EPO numbers)'),
  'rd.years': teamExperience('years in research'),
  'rd.successRate': unconfirmed(
    'team experience: what counts as a success of a research project, and the project records the rate is counted from',
  ),

  'greenEnergy.capacity': teamExperience('capacity of the plants built'),
  'greenEnergy.projects': teamExperience('green energy projects'),
  'greenEnergy.years': teamExperience('years in renewable energy'),
  'greenEnergy.co2Reduction': co2Baseline('CO₂ reduction of the plants built'),
  // Variant A of the specification (greenEnergyVariant.ts), shown only if the setting flips.
  'greenEnergyA.projects': teamExperience('green energy projects'),
  'greenEnergyA.installed': teamExperience('capacity installed'),
  'greenEnergyA.co2Saved': co2Baseline('CO₂ saved by the plants built'),
};

/** The whole register: each claim's figure with its basis. */
export const claimRegister: Readonly<Record<ClaimId, Claim>> = Object.fromEntries(
  (Object.keys(claims) as ClaimId[]).map((id) => [id, { figure: claims[id], basis: sources[id] }]),
) as Record<ClaimId, Claim>;
