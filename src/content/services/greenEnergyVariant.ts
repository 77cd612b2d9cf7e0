/**
 * The specification describes green energy twice (variant A: 500+ projects, 50 MW+; variant B: 500 MW+,
 * 100+ projects) without saying which applies where. The site shows one of them, at /services/green-energy;
 * /green-energy answers 301 there, so the two sets of figures never appear side by side.
 */
export type GreenEnergyVariant = 'A' | 'B';

/** The content setting: change this one line to show the other variant. */
export const greenEnergyVariant: GreenEnergyVariant = 'B';
