/** Dot counts the build bakes ("dot count" means dots drawn, not land cells sampled). */
import { rangeSteps, type SteppedRange } from './rangeSteps';

/** Specification, point 9: the home globe. */
export const homeDotCount = 1100;

/** The globe demo's dot-count control moves in these steps; the four variants' counts are among them. */
export const demoDotCounts: Readonly<SteppedRange> = {
  min: 300,
  max: 2000,
  step: 100,
};

export function demoDotCountList(): number[] {
  return rangeSteps(demoDotCounts);
}

/** The nearest count the build baked, for a count read from a shared URL. */
export function nearestDemoDotCount(requested: number): number {
  const { min, max, step } = demoDotCounts;
  if (!Number.isFinite(requested)) return min;
  return Math.min(max, Math.max(min, Math.round(requested / step) * step));
}
