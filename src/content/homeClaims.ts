/**
 * The claims register's figures shown on home and the about page (content/claims.ts puts the register together; the
 * parts keep each page's download to its own figures).
 */
import { company, countriesBeyondGermany } from './company';
import { count, percent, type Figure } from './services/figures';

export const homeClaims = {
  'home.services': count(15),
  'home.countries': count(countriesBeyondGermany, false),
  'home.quality': percent(1),
  'about.employees': { kind: 'literal', text: `${String(company.employees.min)}–${String(company.employees.max)}` },
} as const satisfies Record<string, Figure>;
