/**
 * Where the globe sits on each kind of page. The route table names a framing per route; the stage eases
 * from one framing to the next on navigation. Positions are fractions of the viewport, radius a factor
 * of half the viewport's shorter side (the specification's "radius factor").
 */
import { rotationFacing, type Rotation } from './geo';

export type FramingId = 'hero' | 'ambient' | 'gulf' | 'demo';

export interface FramingLayout {
  x: number;
  y: number;
  radiusFactor: number;
  opacity: number;
}

export interface Framing {
  /** Landscape viewports, and portrait ones (phones) where the globe must leave the text readable. */
  wide: FramingLayout;
  narrow: FramingLayout;
  /** The rotation the globe turns to: a place faces the viewer. */
  facing: Rotation;
  /** Radians per millisecond; 0: the globe turns to `facing` and then stands still. */
  spinSpeed: number;
  /** Arcs and pulses tell where the company works (home only: elsewhere the globe settles and stops). */
  story?: boolean;
}

/** Specification, point 9: the home globe turns at 0.0001 (radians per millisecond, one turn a minute). */
export const homeSpinSpeed = 0.0001;
export const homeRadiusFactor = 0.6;

const ambientWide: FramingLayout = { x: 0.88, y: 0.74, radiusFactor: 0.95, opacity: 0.32 };
const ambientNarrow: FramingLayout = { x: 0.8, y: 0.88, radiusFactor: 1.2, opacity: 0.22 };

export const framings: Record<FramingId, Framing> = {
  hero: {
    wide: { x: 0.73, y: 0.52, radiusFactor: homeRadiusFactor, opacity: 1 },
    narrow: { x: 0.72, y: 0.8, radiusFactor: 0.85, opacity: 0.45 },
    facing: rotationFacing(30, 32),
    spinSpeed: homeSpinSpeed,
    story: true,
  },
  ambient: {
    wide: ambientWide,
    narrow: ambientNarrow,
    facing: rotationFacing(42, 14),
    spinSpeed: 0,
  },
  /** Real estate: the four countries abroad face the visitor. */
  gulf: {
    wide: ambientWide,
    narrow: ambientNarrow,
    facing: rotationFacing(30, 44),
    spinSpeed: 0,
  },
  /** The demo draws its own four globes; the stage's globe fades out. */
  demo: {
    wide: { ...ambientWide, opacity: 0 },
    narrow: { ...ambientNarrow, opacity: 0 },
    facing: rotationFacing(42, 14),
    spinSpeed: 0,
  },
};

export interface Placement {
  cx: number;
  cy: number;
  radius: number;
  opacity: number;
}

/** A framing's placement in CSS pixels for a stage of this size. */
export function placeFraming(framing: Framing, width: number, height: number): Placement {
  const layout = width >= height ? framing.wide : framing.narrow;
  return {
    cx: layout.x * width,
    cy: layout.y * height,
    radius: (layout.radiusFactor * Math.min(width, height)) / 2,
    opacity: layout.opacity,
  };
}
