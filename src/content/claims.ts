/**
 * The claims register: every figure the site claims (counts, money, percentages, availability, "24/7"), by id,
 * each with its basis: a source, a count of a list, or the mark "unconfirmed" (claimSources.ts, where the compiler
 * asks for one per id). The figures are kept in two parts, home's (homeClaims.ts) and the service pages'
 * (services/serviceClaims.ts), so that each page downloads its own figures and no notes; this module puts them
 * together for check:launch, the build, the server and the tests.
 *
 * Figures a GmbH founded in 2024 cannot have reached itself are labelled as what they are, its team's experience.
 * Availability is a target, never a guarantee. The satisfaction, success and CO₂ figures are the specification's: the
 * company confirms or withdraws them (until then unconfirmed, and check:launch blocks the launch).
 */
import { homeClaims } from './homeClaims';
import { serviceClaims } from './services/serviceClaims';
import type { Figure } from './services/figures';

export const claims: Readonly<Record<keyof typeof homeClaims | keyof typeof serviceClaims, Figure>> = {
  ...homeClaims,
  ...serviceClaims,
};

export type ClaimId = keyof typeof claims;

export function isClaimId(id: string): id is ClaimId {
  return id in claims;
}
