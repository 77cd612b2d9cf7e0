import type { Figure } from './services/figures';

/** A figure of the site with the claim of the register it comes from (content/claims.ts). */
export interface ClaimedFigure<Id extends string = string> {
  id: Id;
  /** The claim's id in the register. */
  claim: string;
  figure: Figure;
}

/**
 * A headline figure `id` (its label's key) showing claim `claim` of one part of the register: the figure comes from
 * the register, and a claim id the part does not hold does not compile.
 */
export function claimedFrom<Claims extends Readonly<Record<string, Figure>>>(part: Claims) {
  return <const Id extends string>(id: Id, claim: keyof Claims & string): ClaimedFigure<Id> => ({
    id,
    claim,
    figure: part[claim] as Figure,
  });
}
