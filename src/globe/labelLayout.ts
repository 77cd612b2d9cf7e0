/**
 * Keeps the globe's markers apart: in priority order each front marker takes its preferred side, or the
 * other side, or hides its label (the link then shrinks to its dot), or, where even its dot would touch
 * another marker, yields altogether until there is room (it stays focusable, as a marker behind the globe
 * does). A placed news article or opening (an input with a `lean`) may leave its point instead: it takes the
 * first free spot round it (leaderSpots.ts) and a leader line joins it to its point, so entries at Potsdam
 * and Cottbus each get a place of their own rather than a stack of rings. So no two markers' link boxes ever
 * overlap, hidden parts included. Pure arithmetic on sizes measured once, so positioning the markers every
 * frame never reads layout.
 */
import { leaderCrosses, leaderSpots, type Box, type Lean, type Spot } from './leaderSpots';
import type { MarkerId } from './markers';

export type { Box } from './leaderSpots';
export type LabelSide = 'left' | 'right';

export interface LabelInput {
  id: MarkerId;
  /** The dot's centre in the layer's CSS pixels: the marker's true point. */
  x: number;
  y: number;
  front: boolean;
  /** The whole marker (dot and label), as measured. */
  width: number;
  height: number;
  side: LabelSide;
  /** The marker may stand away from its point, looking this way first (placed news and openings). */
  lean?: Lean | undefined;
}

export interface LabelPlacement {
  /** The marker shows (in front, with room for at least its dot). */
  visible: boolean;
  side: LabelSide;
  /** Its label shows beside the dot; otherwise the link is the dot alone. */
  shown: boolean;
  /** Where its dot stands when away from its point (a leader line joins them); undefined: on its point. */
  moved?: { x: number; y: number } | undefined;
}

/** Half the dot (0.9rem); the marker's box starts or ends this far from the projected point. */
const dotRadius = 7.2;
/** Labels keep this much air between them. */
export const labelGap = 2;

const taken: Box[] = [];
/** The leader lines drawn so far, from the moved dot to its point. */
const leaders: { x1: number; y1: number; x2: number; y2: number }[] = [];

function overlaps(box: Box): boolean {
  for (const other of taken) {
    if (
      box.left < other.right + labelGap &&
      box.right + labelGap > other.left &&
      box.top < other.bottom + labelGap &&
      box.bottom + labelGap > other.top
    )
      return true;
  }
  return false;
}

function dotBox(x: number, y: number): Box {
  return { left: x - dotRadius, top: y - dotRadius, right: x + dotRadius, bottom: y + dotRadius };
}

function markerBox(input: LabelInput, x: number, y: number, side: LabelSide): Box {
  const top = y - input.height / 2;
  const bottom = y + input.height / 2;
  return side === 'right'
    ? { left: x - dotRadius, top, right: x - dotRadius + input.width, bottom }
    : { left: x + dotRadius - input.width, top, right: x + dotRadius, bottom };
}

/** Where a marker's dot stands: its point, or the spot it moved to. */
export function placedAt(input: LabelInput, placement: LabelPlacement): { x: number; y: number } {
  return placement.moved ?? input;
}

/** The leader line of a marker away from its point: from its dot, `length` px at `angle` (radians) ends on the point. */
export function leaderOf(
  input: LabelInput,
  placement: LabelPlacement,
): { x: number; y: number; length: number; angle: number } | null {
  const from = placement.visible ? placement.moved : undefined;
  if (!from) return null;
  return {
    ...from,
    length: Math.hypot(input.x - from.x, input.y - from.y),
    angle: Math.atan2(input.y - from.y, input.x - from.x),
  };
}

/** The box a marker's link covers as placed (label beside the dot, or the dot alone); null while it is not shown. */
export function linkBox(input: LabelInput, placement: LabelPlacement): Box | null {
  if (!placement.visible) return null;
  const { x, y } = placedAt(input, placement);
  return placement.shown ? markerBox(input, x, y, placement.side) : dotBox(x, y);
}

/** A marker away from its point puts its label on the side away from its leader line. */
function sidesAt(input: LabelInput, spot: Spot): LabelSide[] {
  const first: LabelSide =
    !spot.led || Math.abs(spot.x - input.x) < 1 ? input.side : spot.x > input.x ? 'right' : 'left';
  return [first, first === 'right' ? 'left' : 'right'];
}

/** A leader crosses a box it does not end in (a company place's marker on the very point, as the head office's opening's). */
function crossesOther(spot: Spot, point: LabelInput, box: Box): boolean {
  const endsInside = point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
  return !endsInside && leaderCrosses(spot.x, spot.y, point.x, point.y, box);
}

/** The first spot and side with room for the whole marker (and, while `clearLine`, a leader crossing nothing). */
function roomFor(input: LabelInput, width: number, clearLine: boolean): { spot: Spot; side: LabelSide } | null {
  const spots = input.lean ? leaderSpots(input.x, input.y, input.lean) : [{ x: input.x, y: input.y, led: false }];
  for (const spot of spots) {
    if (clearLine && spot.led && taken.some((box) => crossesOther(spot, input, box))) continue;
    for (const side of sidesAt(input, spot)) {
      const box = markerBox(input, spot.x, spot.y, side);
      if (box.left < 0 || box.right > width || overlaps(box)) continue;
      if (clearLine && leaders.some((line) => leaderCrosses(line.x1, line.y1, line.x2, line.y2, box))) continue;
      return { spot, side };
    }
  }
  return null;
}

/** `inputs` in priority order; `width` is the layer's, so a label that would run off it flips (or moves) too. */
export function layoutLabels(inputs: readonly LabelInput[], width: number, out: Map<MarkerId, LabelPlacement>): void {
  taken.length = 0;
  leaders.length = 0;
  for (const input of inputs) {
    const placement = out.get(input.id) ?? { visible: false, side: input.side, shown: false };
    out.set(input.id, placement);
    placement.side = input.side;
    placement.shown = false;
    placement.visible = false;
    placement.moved = undefined;
    if (!input.front) continue;
    const room = roomFor(input, width, true) ?? (input.lean ? roomFor(input, width, false) : null);
    if (room) {
      placement.side = room.side;
      placement.shown = true;
      if (room.spot.led) {
        placement.moved = { x: room.spot.x, y: room.spot.y };
        leaders.push({ x1: room.spot.x, y1: room.spot.y, x2: input.x, y2: input.y });
      }
    }
    const box = room ? markerBox(input, room.spot.x, room.spot.y, room.side) : dotBox(input.x, input.y);
    if (!room && overlaps(box)) continue;
    placement.visible = true;
    taken.push(box);
  }
}
