/**
 * Where a marker that may leave its point (a placed news article or opening, labelLayout.ts) looks for room: its
 * own point first, then rings of spots round it, nearest first, in a fixed order of directions that starts away
 * from the company's other places (up beside Potsdam and Baku, down elsewhere). A marker standing away from its
 * point is joined to it by a thin leader line, which should cross no other marker.
 */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Away from its point, a marker stands this far (CSS px) from it, ring after ring. */
const leaderRings = [34, 58, 82] as const;

/** Which way a movable marker looks first. */
export type Lean = 'up' | 'down';

/** Directions in screen degrees (0: right, 90: down), the preferred first, then its neighbours, then the rest. */
const upFirst = [-90, -45, -135, 0, 180, 45, 135, 90] as const;
const downFirst = upFirst.map((degrees) => -degrees);

export interface Spot {
  x: number;
  y: number;
  /** The marker stands away from its point: a leader line joins them. */
  led: boolean;
}

/** The spots to try for a marker at (x, y), its own point first; the same every time for the same input. */
export function leaderSpots(x: number, y: number, lean: Lean): Spot[] {
  const spots: Spot[] = [{ x, y, led: false }];
  for (const distance of leaderRings)
    for (const degrees of lean === 'up' ? upFirst : downFirst) {
      const angle = (degrees * Math.PI) / 180;
      spots.push({ x: x + distance * Math.cos(angle), y: y + distance * Math.sin(angle), led: true });
    }
  return spots;
}

/** The stretch of a leader line that must cross no box: its ends are the marker's dot and the point's own dot. */
const endClearance = 9;

/** Whether the leader from (x1, y1) to (x2, y2), its ends left out, crosses `box` (slab test on the segment). */
export function leaderCrosses(x1: number, y1: number, x2: number, y2: number, box: Box): boolean {
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length <= 2 * endClearance) return false;
  const from = endClearance / length;
  const to = 1 - endClearance / length;
  let low = from;
  let high = to;
  for (const [start, delta, min, max] of [
    [x1, x2 - x1, box.left, box.right],
    [y1, y2 - y1, box.top, box.bottom],
  ] as const) {
    if (delta === 0) {
      if (start < min || start > max) return false;
      continue;
    }
    const a = (min - start) / delta;
    const b = (max - start) / delta;
    low = Math.max(low, Math.min(a, b));
    high = Math.min(high, Math.max(a, b));
    if (low > high) return false;
  }
  return true;
}
