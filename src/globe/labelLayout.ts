/**
 * Keeps the globe's markers apart: in priority order each front marker takes its preferred side, or the
 * other side, or hides its label (the link then shrinks to its dot), or, where even its dot would touch
 * another marker, yields altogether until there is room (it stays focusable, as a marker behind the globe
 * does). So no two markers' link boxes ever overlap, hidden parts included. Pure arithmetic on sizes
 * measured once, so positioning the markers every frame never reads layout.
 */
import type { MarkerId } from './markers';

export type LabelSide = 'left' | 'right';

export interface LabelInput {
  id: MarkerId;
  /** The dot's centre in the layer's CSS pixels. */
  x: number;
  y: number;
  front: boolean;
  /** The whole marker (dot and label), as measured. */
  width: number;
  height: number;
  side: LabelSide;
}

export interface LabelPlacement {
  /** The marker shows (in front, with room for at least its dot). */
  visible: boolean;
  side: LabelSide;
  /** Its label shows beside the dot; otherwise the link is the dot alone. */
  shown: boolean;
}

/** Half the dot (0.9rem); the marker's box starts or ends this far from the projected point. */
const dotRadius = 7.2;
/** Labels keep this much air between them. */
const gap = 2;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const taken: Box[] = [];

function overlaps(box: Box): boolean {
  for (const other of taken) {
    if (
      box.left < other.right + gap &&
      box.right + gap > other.left &&
      box.top < other.bottom + gap &&
      box.bottom + gap > other.top
    )
      return true;
  }
  return false;
}

function dotBox(input: LabelInput): Box {
  return {
    left: input.x - dotRadius,
    top: input.y - dotRadius,
    right: input.x + dotRadius,
    bottom: input.y + dotRadius,
  };
}

function markerBox(input: LabelInput, side: LabelSide): Box {
  const top = input.y - input.height / 2;
  const bottom = input.y + input.height / 2;
  return side === 'right'
    ? { left: input.x - dotRadius, top, right: input.x - dotRadius + input.width, bottom }
    : { left: input.x + dotRadius - input.width, top, right: input.x + dotRadius, bottom };
}

/** The box a marker's link covers as placed (label beside the dot, or the dot alone); null while it is not shown. */
export function linkBox(input: LabelInput, placement: LabelPlacement): Box | null {
  if (!placement.visible) return null;
  return placement.shown ? markerBox(input, placement.side) : dotBox(input);
}

/** `inputs` in priority order; `width` is the layer's, so a label that would run off it flips too. */
export function layoutLabels(inputs: readonly LabelInput[], width: number, out: Map<MarkerId, LabelPlacement>): void {
  taken.length = 0;
  for (const input of inputs) {
    const placement = out.get(input.id) ?? { visible: false, side: input.side, shown: false };
    out.set(input.id, placement);
    placement.side = input.side;
    placement.shown = false;
    placement.visible = false;
    if (!input.front) continue;
    const other: LabelSide = input.side === 'right' ? 'left' : 'right';
    for (const side of [input.side, other]) {
      const box = markerBox(input, side);
      if (box.left < 0 || box.right > width || overlaps(box)) continue;
      placement.side = side;
      placement.shown = true;
      break;
    }
    const box = placement.shown ? markerBox(input, placement.side) : dotBox(input);
    if (!placement.shown && overlaps(box)) continue;
    placement.visible = true;
    taken.push(box);
  }
}
