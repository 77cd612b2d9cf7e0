/**
 * Where the globe's floating boxes go: a marker's card (the hovered or focused marker's, and the tour
 * stop's) and the keyboard hint (globeOutline.ts). Each has a few candidate spots, in order of preference;
 * the first that covers no marker shown on the globe (a card's own included) and stays on screen wins.
 * Pure arithmetic on boxes, so placing them every frame reads no more layout than the boxes themselves.
 */
import type { Box } from './labelLayout';

/** The card keeps this far from the dot's centre (clear of the dot and its label). */
export const cardOffset = 20;
/** Air between a floating box and a marker it must not cover. */
const clearance = 4;

function boxesMeet(a: Box, b: Box): boolean {
  return (
    a.left < b.right + clearance &&
    a.right + clearance > b.left &&
    a.top < b.bottom + clearance &&
    a.bottom + clearance > b.top
  );
}

/** How much of `box` lies outside `bounds`, in pixels of area (0 when it lies inside). */
function outside(box: Box, bounds: Box): number {
  const insideWidth = Math.max(0, Math.min(box.right, bounds.right) - Math.max(box.left, bounds.left));
  const insideHeight = Math.max(0, Math.min(box.bottom, bounds.bottom) - Math.max(box.top, bounds.top));
  return (box.right - box.left) * (box.bottom - box.top) - insideWidth * insideHeight;
}

/**
 * The first candidate inside `bounds` that meets none of `markers`; where none is clear, the one that
 * covers fewest markers, then the one most on screen. `candidates` must not be empty.
 */
export function clearestBox(candidates: readonly Box[], markers: readonly Box[], bounds: Box): Box {
  let best: { box: Box; covered: number; off: number } | null = null;
  for (const box of candidates) {
    const covered = markers.filter((marker) => boxesMeet(box, marker)).length;
    const off = outside(box, bounds);
    if (covered === 0 && off === 0) return box;
    if (!best || covered < best.covered || (covered === best.covered && off < best.off)) best = { box, covered, off };
  }
  if (!best) throw new Error('no candidate spot');
  return best.box;
}

/**
 * A card for the marker at (x, y): below it, or above it where the screen ends; centred on it, or reaching
 * left (its right edge near the dot) or right (its left edge near the dot); kept inside the bounds sideways.
 */
export function cardSpot(
  x: number,
  y: number,
  width: number,
  height: number,
  markers: readonly Box[],
  bounds: Box,
): Box {
  const clampLeft = (left: number): number => Math.max(bounds.left, Math.min(bounds.right - width, left));
  const below = y + cardOffset;
  const above = y - cardOffset - height;
  const rows = below + height <= bounds.bottom || above < bounds.top ? [below, above] : [above, below];
  const columns = [x - width / 2, x + cardOffset - width, x - cardOffset].map(clampLeft);
  const candidates = rows.flatMap((top) =>
    columns.map((left) => ({ left, top, right: left + width, bottom: top + height })),
  );
  return clearestBox(candidates, markers, bounds);
}
