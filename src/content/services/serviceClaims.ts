/**
 * The claims register's figures shown on the service pages (content/claims.ts puts the register together; the parts
 * keep each page's download to its own figures). Labels say "team experience" where that is what a figure is.
 * The values are the specification's; those without a basis yet are marked unconfirmed in claimSources.ts.
 */
import { count, euro, megawatt, percent, roundTheClock, tonnes, type Figure } from './figures';

export const serviceClaims = {
  'it.projects': count(500),
  'it.uptime': percent(0.999),
  'it.support': roundTheClock,
  'it.technologies': count(50),
  'energy.volume': euro(2.5e9),
  'energy.years': count(15),
  'energy.markets': count(50),
  'energy.monitoring': roundTheClock,
  'realEstate.volume': euro(5e8),
  'realEstate.properties': count(200),
  'realEstate.years': count(15),
  'realEstate.cities': count(50),
  'hr.placements': count(500),
  'hr.satisfaction': percent(0.95),
  'hr.years': count(10),
  'hr.companies': count(50),
  'networking.uptime': percent(0.999),
  'networking.support': roundTheClock,
  'networking.years': count(15),
  'networking.networks': count(200),
  'rd.projects': count(50),
  'rd.patents': count(25),
  'rd.years': count(15),
  'rd.successRate': percent(0.95),
  'greenEnergy.capacity': megawatt(500),
  'greenEnergy.projects': count(100),
  'greenEnergy.years': count(15),
  'greenEnergy.co2Reduction': percent(0.5),
  // Variant A of the specification (greenEnergyVariant.ts), shown only if the setting flips.
  'greenEnergyA.projects': count(500),
  'greenEnergyA.installed': megawatt(50),
  'greenEnergyA.co2Saved': tonnes(1000),
} as const satisfies Record<string, Figure>;
