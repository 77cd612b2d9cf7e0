/**
 * A globe on a stage (the presented variant: presenting, the audience window, the kiosk) faces the
 * company's markets, Europe and the Gulf, and sways slowly across them instead of spinning: a full turn
 * spends long seconds on the empty Pacific, with arcs from a Potsdam behind the limb.
 */
import { rotationFacing, shortestAngle, type Rotation } from './geo';

/** Facing 30°N 35°E: Potsdam (52°N 13°E) and Dubai (25°N 55°E) both well in front. */
export const marketsFacing: Rotation = rotationFacing(30, 35);

/**
 * Radians either way of marketsFacing, and ms for one sway to and fro: the centre of the view stays
 * between 10°E and 60°E, so the visible half never reaches past 150°E (the Pacific) or 80°W.
 */
export const marketsSway = { amplitude: (25 * Math.PI) / 180, periodMs: 40_000 } as const;

/** A stage globe's sway: ms since it began. */
export interface StageSway {
  since: number;
}

/** Time constant of the turn from wherever the globe was (a tile, a tour's stop) into the sway. */
const turnMs = 600;
const settledAngle = 0.0005;

/** Where a swaying stage globe faces `since` ms into its sway (at 0: the markets' centre). */
export function swayFacing(since: number): Rotation {
  const swing = marketsSway.amplitude * Math.sin((2 * Math.PI * since) / marketsSway.periodMs);
  return { phi: marketsFacing.phi + swing, theta: marketsFacing.theta };
}

/**
 * Steps `rotation` by `dt` ms toward its sway (eased, so it never jumps); `swaying` false (the variant's
 * speed is 0) holds it facing the markets' centre. True while it moves.
 */
export function swayAcrossMarkets(rotation: Rotation, sway: StageSway, dt: number, swaying: boolean): boolean {
  if (swaying) sway.since += dt;
  const goal = swayFacing(sway.since);
  const blend = 1 - Math.exp(-dt / turnMs);
  const phiLeft = shortestAngle(rotation.phi, goal.phi);
  const thetaLeft = goal.theta - rotation.theta;
  rotation.phi += Math.abs(phiLeft) < settledAngle ? phiLeft : phiLeft * blend;
  rotation.theta += Math.abs(thetaLeft) < settledAngle ? thetaLeft : thetaLeft * blend;
  return swaying || phiLeft !== 0 || thetaLeft !== 0;
}
