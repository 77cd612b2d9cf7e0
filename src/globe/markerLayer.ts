/** Positions the home globe's marker links over the globe from a CPU projection, once per drawn frame. */
import { latLonToVec, project, rotate, type Rotation, type Vec3 } from './geo';
import type { MarkerId } from './markers';
import { globeMarkers } from './markers';
import type { Placement } from './framing';

/** A marker counts as in front once it is this far round the near side (hidden a little before the rim). */
const frontFacing = 0.12;

const anchors = new Map<MarkerId, Vec3>(globeMarkers.map((marker) => [marker.id, latLonToVec(marker.lat, marker.lon)]));

export interface MarkerLayer {
  container: HTMLElement;
  links: ReadonlyMap<MarkerId, HTMLElement>;
}

const rotated: Vec3 = { x: 0, y: 0, z: 0 };

/** Where a marker is, in CSS pixels of the stage, and whether it faces the viewer. */
export function markerPosition(id: MarkerId, rotation: Rotation, placement: Placement): { x: number; y: number; front: boolean } {
  const anchor = anchors.get(id);
  if (!anchor) return { x: 0, y: 0, front: false };
  rotate(anchor, rotation, rotated);
  return { ...project(rotated, placement.cx, placement.cy, placement.radius), front: rotated.z > frontFacing };
}

export function positionMarkers(layer: MarkerLayer, stage: HTMLElement, rotation: Rotation, placement: Placement): void {
  const stageBox = stage.getBoundingClientRect();
  const layerBox = layer.container.getBoundingClientRect();
  const offsetX = stageBox.left - layerBox.left;
  const offsetY = stageBox.top - layerBox.top;
  const visible = placement.opacity > 0.5;
  for (const [id, link] of layer.links) {
    const { x, y, front } = markerPosition(id, rotation, placement);
    link.style.transform = `translate(${(x + offsetX).toFixed(1)}px, ${(y + offsetY).toFixed(1)}px)`;
    // Behind the globe a marker is hidden but stays focusable: focusing it turns the globe to show it.
    const facing = visible && front ? 'front' : 'back';
    if (link.dataset.facing !== facing) link.dataset.facing = facing;
  }
}
