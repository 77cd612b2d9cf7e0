/**
 * Positions the home globe's marker links (and the open marker card) over the globe from a CPU
 * projection, once per drawn frame, and keeps their labels apart (labelLayout.ts). Sizes are measured
 * once and again only when the layer says they are stale (language, fonts, size), so a frame writes
 * styles without reading layout beyond the two boxes it needs.
 */
import { latLonToVec, project, rotate, type Rotation, type Vec3 } from './geo';
import type { GlobeMarker, MarkerId } from './markers';
import { globeMarkers, markerPriority } from './markers';
import type { Placement } from './framing';
import { cardSpot } from './cardPlacement';
import {
  layoutLabels,
  leaderOf,
  linkBox,
  placedAt,
  type Box,
  type LabelInput,
  type LabelPlacement,
} from './labelLayout';
import type { Lean } from './leaderSpots';

/** A marker counts as in front once it is this far round the near side (hidden a little before the rim). */
const frontFacing = 0.12;
/** The card keeps this far from the layer's visible edges. */
const cardMargin = 8;

const anchors = new Map<MarkerId, Vec3>(globeMarkers.map((marker) => [marker.id, latLonToVec(marker.lat, marker.lon)]));

interface Size {
  width: number;
  height: number;
}

export interface MarkerLayer {
  container: HTMLElement;
  links: ReadonlyMap<MarkerId, HTMLElement>;
  /** The open card, positioned below (or above) its marker; null while none is open. */
  card: { id: MarkerId; element: HTMLElement; size: Size | null } | null;
  /** Narrow portrait screens: the markers are a list in the page's flow, and nothing is positioned. */
  listLayout: () => boolean;
  /** The markers' measured sizes; null when they must be measured again. */
  sizes: Map<MarkerId, Size> | null;
  /** Every marker in priority order (the company's places, then placed news and openings): markerInputs(). */
  inputs: LabelInput[];
}

const rotated: Vec3 = { x: 0, y: 0, z: 0 };

/** Where a marker is, in CSS pixels of the stage, and whether it faces the viewer. */
export function markerPosition(
  id: MarkerId,
  rotation: Rotation,
  placement: Placement,
): { x: number; y: number; front: boolean } {
  const anchor = anchors.get(id);
  if (!anchor) return { x: 0, y: 0, front: false };
  rotate(anchor, rotation, rotated);
  return { ...project(rotated, placement.cx, placement.cy, placement.radius), front: rotated.z > frontFacing };
}

/** A marker with its label beside the dot, measured part by part: a hidden label leaves the link's flow. */
function measure(layer: MarkerLayer): Map<MarkerId, Size> {
  const sizes = new Map<MarkerId, Size>();
  for (const [id, link] of layer.links) {
    const dot = link.querySelector<HTMLElement>('.globe-marker__dot');
    const label = link.querySelector<HTMLElement>('.globe-marker__label');
    const gap = Number.parseFloat(getComputedStyle(link).columnGap) || 0;
    const dotSize = dot?.offsetWidth ?? 0;
    sizes.set(id, {
      width: dotSize + gap + (label?.offsetWidth ?? 0),
      height: Math.max(dotSize, label?.offsetHeight ?? 0),
    });
  }
  return sizes;
}

/** A placed entry looks for room away from the company's other places: up beside Potsdam and Baku, else down. */
function leanOf(entry: GlobeMarker): Lean {
  return globeMarkers.find((marker) => marker.id === entry.beside)?.entriesGo === 'up' ? 'up' : 'down';
}

/**
 * The layer's markers in priority order: the company's places, then `entries` (newest first), which yield to
 * them and may stand away from their points with a leader line (labelLayout.ts).
 */
export function markerInputs(entries: readonly GlobeMarker[]): LabelInput[] {
  for (const entry of entries) anchors.set(entry.id, latLonToVec(entry.lat, entry.lon));
  const places = markerPriority.map((id) => ({ id, side: globeMarkers.find((marker) => marker.id === id)?.labelSide }));
  const placed = entries.map((entry) => ({ id: entry.id, side: entry.labelSide, lean: leanOf(entry) }));
  return [...places, ...placed].map((marker) => ({
    x: 0,
    y: 0,
    front: false,
    width: 0,
    height: 0,
    ...marker,
    side: marker.side ?? 'right',
  }));
}

const placements = new Map<MarkerId, LabelPlacement>();

function setData(element: HTMLElement, key: string, value: string): void {
  if (element.dataset[key] !== value) element.dataset[key] = value;
}

export function positionMarkers(
  layer: MarkerLayer,
  stage: HTMLElement,
  rotation: Rotation,
  placement: Placement,
): void {
  if (layer.listLayout()) return;
  layer.sizes ??= measure(layer);
  const stageBox = stage.getBoundingClientRect();
  const layerBox = layer.container.getBoundingClientRect();
  const offsetX = stageBox.left - layerBox.left;
  const offsetY = stageBox.top - layerBox.top;
  const visible = placement.opacity > 0.5;
  const { inputs } = layer;
  for (const input of inputs) {
    const { x, y, front } = markerPosition(input.id, rotation, placement);
    const size = layer.sizes.get(input.id);
    Object.assign(input, {
      x: x + offsetX,
      y: y + offsetY,
      front: visible && front,
      width: size?.width ?? 0,
      height: size?.height ?? 0,
    });
  }
  layoutLabels(inputs, layerBox.width, placements);
  for (const input of inputs) {
    const link = layer.links.get(input.id);
    const label = placements.get(input.id);
    if (!link || !label) continue;
    const { x, y } = placedAt(input, label);
    link.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    drawLeader(link, input, label);
    // Behind the globe, or yielding to a marker beside it, a marker is hidden but stays focusable:
    // focusing it turns the globe to show it.
    setData(link, 'facing', label.visible ? 'front' : 'back');
    setData(link, 'side', label.side);
    setData(link, 'label', label.shown ? 'shown' : 'hidden');
  }
  if (layer.card)
    placeCard(
      layer.card,
      inputs.find((input) => input.id === layer.card?.id),
      layerBox,
      inputs,
    );
}

/**
 * A marker away from its point draws a thin line back to it (the dot's leader, markers.css): its length and
 * angle as custom properties, none while it stands on its point.
 */
function drawLeader(link: HTMLElement, point: LabelInput, placement: LabelPlacement): void {
  const leader = leaderOf(point, placement);
  setData(link, 'leader', leader ? 'shown' : 'none');
  if (!leader) return;
  link.style.setProperty('--leader-length', `${leader.length.toFixed(1)}px`);
  link.style.setProperty('--leader-angle', `${leader.angle.toFixed(3)}rad`);
}

const shownBoxes: Box[] = [];

/** Beside its marker, clear of every marker shown (cardPlacement.ts); inside the visible part of the layer. */
function placeCard(
  card: NonNullable<MarkerLayer['card']>,
  marker: LabelInput | undefined,
  layerBox: DOMRect,
  inputs: readonly LabelInput[],
): void {
  if (!marker) return;
  card.size ??= { width: card.element.offsetWidth, height: card.element.offsetHeight };
  const bounds = {
    left: cardMargin,
    top: Math.max(0, -layerBox.top) + cardMargin,
    right: Math.min(layerBox.width, window.innerWidth - layerBox.left) - cardMargin,
    bottom: Math.min(layerBox.height, window.innerHeight - layerBox.top) - cardMargin,
  };
  shownBoxes.length = 0;
  for (const input of inputs) {
    const placement = placements.get(input.id);
    const box = placement && linkBox(input, placement);
    if (box) shownBoxes.push(box);
  }
  const at = placements.get(marker.id);
  const { x, y } = at ? placedAt(marker, at) : marker;
  const { left, top } = cardSpot(x, y, card.size.width, card.size.height, shownBoxes, bounds);
  card.element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
  setData(card.element, 'placed', 'true');
}
