import { count, percent, type Figure } from './services/figures';

/** The home hero's three figures (specification: 15+ service categories, 4 countries, 100% German quality). */
export const homeStats: readonly { id: 'categories' | 'countries' | 'quality'; figure: Figure }[] = [
  { id: 'categories', figure: count(15) },
  { id: 'countries', figure: count(4, false) },
  { id: 'quality', figure: percent(1) },
];
