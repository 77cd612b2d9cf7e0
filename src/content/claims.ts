/**
 * Every figure the site claims, in one register: counts, money, percentages, promises. Each holds its value and
 * its basis: a source the company can show, a count of a list the site shows (unit/claims.test.ts counts it), or
 * the mark that it is unconfirmed. `npm run check:launch`, the build and the server's start-up list the
 * unconfirmed ones with the pages that show them: before launch, give each a source or drop it.
 *
 * Figures a GmbH founded in 2024 cannot have reached itself are labelled as what they are, its team's experience.
 * No guarantee, success rate or environmental figure stands here without its basis shown beside it on the page.
 */
import { company, countriesBeyondGermany } from './company';
import { count, euro, megawatt, percent, roundTheClock, type Figure } from './services/figures';

export type ClaimBasis =
  /** Where the company can prove it (a document, a register, a contract). */
  | { source: string }
  /** It counts a list the site shows (named here); the unit test counts the list. */
  | { counted: string }
  /** What the company must confirm, with its evidence, before launch. */
  | { unconfirmed: string };

export interface Claim {
  figure: Figure;
  basis: ClaimBasis;
}

const unconfirmed = (what: string): ClaimBasis => ({ unconfirmed: what });
const teamExperience = (what: string): ClaimBasis => unconfirmed(`team experience: ${what}, with the records behind it`);
const uptimeTarget = unconfirmed('availability target: only if the service contracts (SLA) offer it; not a guarantee');
const roundTheClockService = (what: string): ClaimBasis => unconfirmed(`${what} 24 hours a day, 7 days a week: only if staffed so`);

export const claims = {
  'home.services': { figure: count(15), basis: { counted: 'the home catalogue (28 services)' } },
  'home.countries': { figure: count(countriesBeyondGermany, false), basis: { source: 'company.ts, countries' } },
  'home.quality': { figure: percent(1), basis: unconfirmed('"100 % German quality" is a slogan, not a measurement: explain it or drop it') },
  'about.employees': {
    figure: { kind: 'literal', text: `${String(company.employees.min)}–${String(company.employees.max)}` },
    basis: unconfirmed('head count (company.ts, employees), as the payroll shows it'),
  },

  'it.projects': { figure: count(500), basis: teamExperience('IT projects delivered') },
  'it.uptime': { figure: percent(0.999), basis: uptimeTarget },
  'it.support': { figure: roundTheClock, basis: roundTheClockService('IT support') },
  'it.technologies': { figure: count(12, false), basis: { counted: 'the IT page’s technologies' } },

  'energy.volume': { figure: euro(2.5e9), basis: teamExperience('energy traded') },
  'energy.years': { figure: count(15), basis: teamExperience('years in energy trading') },
  'energy.markets': { figure: count(8, false), basis: { counted: 'the energy page’s markets' } },
  'energy.monitoring': { figure: roundTheClock, basis: roundTheClockService('market monitoring') },

  'realEstate.volume': { figure: euro(5e8), basis: teamExperience('property transactions') },
  'realEstate.properties': { figure: count(200), basis: teamExperience('properties brokered') },
  'realEstate.years': { figure: count(15), basis: teamExperience('years in real estate') },
  'realEstate.cities': { figure: count(50), basis: unconfirmed('cities with properties on offer or brokered') },

  'hr.placements': { figure: count(500), basis: teamExperience('positions filled') },
  'hr.years': { figure: count(10), basis: teamExperience('years in HR') },
  'hr.companies': { figure: count(50), basis: unconfirmed('client companies, from the contracts') },
  'hr.fields': { figure: count(6, false), basis: { counted: 'the HR page’s fields' } },

  'networking.uptime': { figure: percent(0.999), basis: uptimeTarget },
  'networking.support': { figure: roundTheClock, basis: roundTheClockService('network support') },
  'networking.years': { figure: count(15), basis: teamExperience('years in networking') },
  'networking.networks': { figure: count(200), basis: teamExperience('networks built') },

  'rd.projects': { figure: count(50), basis: teamExperience('research projects') },
  'rd.patents': { figure: count(25), basis: teamExperience('patents of the team’s members (DPMA/EPO numbers)') },
  'rd.years': { figure: count(15), basis: teamExperience('years in research') },
  'rd.fields': { figure: count(6, false), basis: { counted: 'the R&D page’s research fields' } },

  'greenEnergy.capacity': { figure: megawatt(500), basis: teamExperience('capacity of the plants built') },
  'greenEnergy.projects': { figure: count(100), basis: teamExperience('green energy projects') },
  'greenEnergy.years': { figure: count(15), basis: teamExperience('years in renewable energy') },
  'greenEnergy.technologies': { figure: count(6, false), basis: { counted: 'the green energy page’s services' } },
  // Variant A of the specification (greenEnergyVariant.ts), shown only if the setting flips.
  'greenEnergyA.projects': { figure: count(500), basis: teamExperience('green energy projects') },
  'greenEnergyA.installed': { figure: megawatt(50), basis: teamExperience('capacity installed') },
  'greenEnergyA.technologies': { figure: count(12, false), basis: { counted: 'the green energy page’s technologies' } },
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/** The register, each entry typed as a claim. */
export const claimRegister: Readonly<Record<ClaimId, Claim>> = claims;

/** A figure of the site with the claim it comes from. */
export interface ClaimedFigure<Id extends string = string> {
  id: Id;
  claim: ClaimId;
  figure: Figure;
}

/** A headline figure `id` (its label's key) showing claim `claim`: the figure comes from the register. */
export function claimed<const Id extends string>(id: Id, claim: ClaimId): ClaimedFigure<Id> {
  return { id, claim, figure: claimRegister[claim].figure };
}
