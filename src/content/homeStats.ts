import { count, percent, type Figure } from './services/figures';

/**
 * The home hero's three figures (specification: 15+ service categories, 4 countries, 100% German quality).
 * The labels keep them true beside "seven fields of business": 15+ services in the catalogue (it lists 28),
 * four countries beyond Germany (Turkey, Azerbaijan, the United Arab Emirates, Qatar).
 */
export const homeStats: readonly { id: 'services' | 'countries' | 'quality'; figure: Figure }[] = [
  { id: 'services', figure: count(15) },
  { id: 'countries', figure: count(4, false) },
  { id: 'quality', figure: percent(1) },
];
