/** Copies one globe's frame state into its materials' uniforms: no allocation, called every frame. */
import type { Vector3 } from 'three';
import { dotDiameter, type DrawnGlobe } from '../drawing';
import { facingAlpha, rotate, type Vec3 } from '../geo';
import { hexToRgb } from '../drawing';
import { marketGlow } from '../look';
import { towardsSun } from '../sun';
import { pulsePhase, pulsePlaces, pulseReach } from '../story';
import type { GlobeArcsMaterialImpl, GlobeDotsMaterialImpl, GlobePulsesMaterialImpl } from './materials';

type Placed = GlobeArcsMaterialImpl | GlobeDotsMaterialImpl | GlobePulsesMaterialImpl;

const rotated: Vec3 = { x: 0, y: 0, z: 0 };
/** Towards the sun in the globe's own frame, placed anew only when a globe brings another minute. */
const sun: Vec3 = { x: 0, y: 0, z: 1 };
let sunAt = Number.NaN;
const parsed = new Map<string, [number, number, number]>();

function setRgb(target: Vector3, hex: string): void {
  let value = parsed.get(hex);
  if (!value) {
    value = hexToRgb(hex);
    parsed.set(hex, value);
  }
  target.set(...value);
}

/** The canvas the frame is drawn on: CSS pixels and the device pixel ratio (the scene's frame). */
interface FrameSize {
  readonly width: number;
  readonly height: number;
  readonly ratio: number;
}

function place(material: Placed, globe: DrawnGlobe, width: number, height: number): void {
  material.uViewport.set(width, height);
  material.uCenter.set(globe.cx, globe.cy);
  material.uRadius = globe.radius;
  material.uRotation.set(globe.phi, globe.theta);
}

export function updateDots(
  material: GlobeDotsMaterialImpl,
  globe: DrawnGlobe,
  { width, height, ratio }: FrameSize,
): void {
  place(material, globe, width, height);
  const diameter = dotDiameter(globe.radius, globe.latticeSize) * ratio;
  // The disc's antialiased edge reaches half a device pixel past its diameter: the sprite holds exactly
  // that, as every fragment of a sprite is shaded, even the corners' discarded ones.
  const spriteSize = Math.ceil(diameter + 1);
  material.uPointSize = spriteSize;
  material.uOpacity = globe.opacity;
  setRgb(material.uColor, globe.color);
  setRgb(material.uMarketColor, globe.marketColor);
  material.uMarketsLit = globe.story ? 1 : 0;
  material.uLitMarket = (globe.story?.lit ?? -1) + 1;
  if (globe.sunAt !== null && globe.sunAt !== sunAt) {
    sunAt = globe.sunAt;
    towardsSun(sunAt, sun);
  }
  material.uSun.set(sun.x, sun.y, sun.z);
  material.uSunlit = globe.sunAt === null ? 0 : 1;
  material.uDotFraction = diameter / spriteSize;
  material.uEdge = 1 / spriteSize;
}

/**
 * The rings grow and fade at each place facing the viewer (none under reduced motion or pause, or when the
 * look has no pulses); a market too small for a dot glows at its place, still or not.
 */
export function updatePulses(
  material: GlobePulsesMaterialImpl,
  globe: DrawnGlobe,
  { width, height, ratio }: FrameSize,
): void {
  place(material, globe, width, height);
  setRgb(material.uColor, globe.color);
  setRgb(material.uMarketColor, globe.marketColor);
  material.uOpacity = globe.opacity;
  const { story } = globe;
  const glowReach = marketGlow.reach * dotDiameter(globe.radius, globe.latticeSize) * ratio;
  pulsePlaces.forEach((placeOnGlobe, index) => {
    const pulse = material.uPulses[index];
    const glow = material.uGlows[index];
    if (!pulse || !glow) return;
    rotate(placeOnGlobe, globe, rotated);
    const facing = facingAlpha(rotated.z);
    const glowing =
      story !== null && facing > 0 && globe.markets.glowing.includes(index) && (story.lit < 0 || story.lit === index);
    glow.set(glowing ? glowReach : 0, glowing ? marketGlow.strength * facing : 0);
    if (!story?.animate || !story.pulses || facing <= 0) {
      pulse.set(0, 0);
      return;
    }
    const phase = pulsePhase(story.time, index);
    pulse.set((4 + phase * pulseReach) * ratio, (1 - phase) * 0.7 * facing);
  });
}

export function updateArcs(
  material: GlobeArcsMaterialImpl,
  globe: DrawnGlobe,
  { width, height, ratio }: FrameSize,
): void {
  place(material, globe, width, height);
  material.uPointSize = 3 * ratio;
  material.uOpacity = globe.opacity;
  material.uTime = globe.story?.time ?? 0;
  material.uAnimate = globe.story?.animate ? 1 : 0;
  material.uFocus = globe.story?.focus ?? -1;
  material.uReach = globe.story?.reach ?? 0;
  setRgb(material.uColor, globe.color);
}
