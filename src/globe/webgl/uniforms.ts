/** Copies one globe's frame state into its materials' uniforms: no allocation, called every frame. */
import type { Vector3, Vector4 } from 'three';
import { dotDiameter, type DrawnGlobe } from '../drawing';
import { facingAlpha, rotate, type Vec3 } from '../geo';
import { hexToRgba } from '../look';
import { pulsePhase, pulsePlaces, pulseReach } from '../story';
import type { GlobeArcsMaterialImpl, GlobeBodyMaterialImpl, GlobeDotsMaterialImpl } from './materials';

type Placed = GlobeArcsMaterialImpl | GlobeBodyMaterialImpl | GlobeDotsMaterialImpl;

const rotated: Vec3 = { x: 0, y: 0, z: 0 };
const parsed = new Map<string, [number, number, number, number]>();

function rgba(hex: string): [number, number, number, number] {
  let value = parsed.get(hex);
  if (!value) {
    value = hexToRgba(hex);
    parsed.set(hex, value);
  }
  return value;
}

function setRgb(target: Vector3, hex: string): void {
  const [red, green, blue] = rgba(hex);
  target.set(red, green, blue);
}

function setRgba(target: Vector4, hex: string): void {
  const [red, green, blue, alpha] = rgba(hex);
  target.set(red, green, blue, alpha);
}

export function place(material: Placed, globe: DrawnGlobe, width: number, height: number): void {
  material.uViewport.set(width, height);
  material.uCenter.set(globe.cx, globe.cy);
  material.uRadius = globe.radius;
  material.uRotation.set(globe.phi, globe.theta);
}

export function updateDots(material: GlobeDotsMaterialImpl, globe: DrawnGlobe, width: number, height: number, ratio: number): void {
  place(material, globe, width, height);
  const diameter = dotDiameter(globe.radius, globe.latticeSize) * ratio;
  const spriteSize = Math.ceil(diameter) + 2;
  material.uPointSize = spriteSize;
  material.uOpacity = globe.opacity;
  setRgb(material.uColor, globe.color);
  material.uDotFraction = diameter / spriteSize;
  material.uEdge = 1 / spriteSize;
}

export function updateBody(material: GlobeBodyMaterialImpl, globe: DrawnGlobe, width: number, height: number, ratio: number, halo: boolean): void {
  place(material, globe, width, height);
  const { palette, story } = globe;
  setRgba(material.uSeaLit, palette.seaLit);
  setRgba(material.uSeaShade, palette.seaShade);
  setRgba(material.uRim, palette.rim);
  setRgba(material.uHalo, palette.halo);
  setRgb(material.uPulseColor, globe.color);
  material.uPixel = 1 / Math.max(1, globe.radius * ratio);
  material.uOpacity = globe.opacity;
  material.uHaloOn = halo ? 1 : 0;
  pulsePlaces.forEach((placeOnGlobe, index) => {
    const pulse = material.uPulses[index];
    if (!pulse) return;
    rotate(placeOnGlobe, globe, rotated);
    const facing = facingAlpha(rotated.z);
    if (!story?.animate || facing <= 0) {
      pulse.set(0, 0, 0, 0);
      return;
    }
    const phase = pulsePhase(story.time, index);
    pulse.set(rotated.x, rotated.y, (4 + phase * pulseReach) / Math.max(1, globe.radius), (1 - phase) * 0.7 * facing);
  });
}

export function updateArcs(material: GlobeArcsMaterialImpl, globe: DrawnGlobe, width: number, height: number, ratio: number): void {
  place(material, globe, width, height);
  material.uPointSize = 3 * ratio;
  material.uOpacity = globe.opacity;
  material.uTime = globe.story?.time ?? 0;
  material.uAnimate = globe.story?.animate ? 1 : 0;
  setRgb(material.uColor, globe.color);
}
