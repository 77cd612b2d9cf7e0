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
import { layoutLabels, linkBox, type Box, type LabelInput, type LabelPlacement } from './labelLayout';

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
  /** Entries drawn beside a company place's marker: which marker, and how many steps down (negative: up). */
  beside: ReadonlyMap<MarkerId, { of: MarkerId; step: number }>;
}

/** An entry beside a company place stands this far (CSS px) above or below its dot, per entry already there. */
const besideStepPx = 30;

/** Which entries stand beside which company place's marker, one after the other away from it. */
export function besidePlaces(entries: readonly GlobeMarker[]): Map<MarkerId, { of: MarkerId; step: number }> {
  const steps = new Map<MarkerId, number>();
  const beside = new Map<MarkerId, { of: MarkerId; step: number }>();
  for (const entry of entries) {
    if (!entry.beside) continue;
    const count = (steps.get(entry.beside) ?? 0) + 1;
    steps.set(entry.beside, count);
    const up = globeMarkers.find((marker) => marker.id === entry.beside)?.entriesGo === 'up';
    beside.set(entry.id, { of: entry.beside, step: up ? -count : count });
  }
  return beside;
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

/** The layer's markers in priority order: the company's places, then `entries` (newest first), which yield to them. */
export function markerInputs(entries: readonly GlobeMarker[]): LabelInput[] {
  for (const entry of entries) anchors.set(entry.id, latLonToVec(entry.lat, entry.lon));
  const byId = new Map([...globeMarkers, ...entries].map((marker) => [marker.id, marker]));
  return [...markerPriority, ...entries.map((entry) => entry.id)].map((id) => ({
    id,
    x: 0,
    y: 0,
    front: false,
    width: 0,
    height: 0,
    side: byId.get(id)?.labelSide ?? 'right',
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
  for (const input of inputs) {
    const beside = layer.beside.get(input.id);
    const anchor = beside && inputs.find((other) => other.id === beside.of);
    if (!beside || !anchor) continue;
    Object.assign(input, { x: anchor.x, y: anchor.y + beside.step * besideStepPx, front: anchor.front });
  }
  layoutLabels(inputs, layerBox.width, placements);
  for (const input of inputs) {
    const link = layer.links.get(input.id);
    const label = placements.get(input.id);
    if (!link || !label) continue;
    link.style.transform = `translate(${input.x.toFixed(1)}px, ${input.y.toFixed(1)}px)`;
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
  const { left, top } = cardSpot(marker.x, marker.y, card.size.width, card.size.height, shownBoxes, bounds);
  card.element.style.transform = `translate(${left.toFixed(1)}px, ${top.toFixed(1)}px)`;
  setData(card.element, 'placed', 'true');
}
