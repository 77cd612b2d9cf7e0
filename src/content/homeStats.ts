import { claimedFrom, type ClaimedFigure } from './claimedFigure';
import { homeClaims } from './homeClaims';

const claimed = claimedFrom(homeClaims);

/**
 * The home hero's three figures (specification: 15+ service categories, 4 countries, 100% German quality), from
 * the claims register. The labels keep them true beside "seven fields of business": 15+ services in the catalogue
 * (it lists 28), four countries beyond Germany (company.ts).
 */
export const homeStats: readonly ClaimedFigure<'services' | 'countries' | 'quality'>[] = [
  claimed('services', 'home.services'),
  claimed('countries', 'home.countries'),
  claimed('quality', 'home.quality'),
];
