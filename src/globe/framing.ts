/**
 * Where the globe sits on each kind of page. The route table names a framing per route; the stage eases
 * from one framing to the next on navigation. Positions are fractions of the viewport, radius a factor
 * of half the viewport's shorter side (the specification's "radius factor"). A layout may also keep the
 * globe, halo included, clear of the text: right of the hero's text column on wide screens, below the
 * headline and lead on portrait ones (then the fold crops it, as a picture under the text).
 */
import { rotationFacing, type Rotation } from './geo';
import type { FramingId } from '../routes/routes';
import { haloScale } from './look';
import { sitePlaces, type PlaceId } from './markets';

export type { FramingId };

export interface FramingLayout {
  x: number;
  y: number;
  radiusFactor: number;
  opacity: number;
  /** The radius at most this share of the viewport's height (tall portrait tablets). */
  maxRadius?: number;
  /** Landscape hero: the halo's left edge stays right of the text column (heroTextRight). */
  clearOfText?: boolean;
  /** Portrait hero: the halo's top edge at least this many CSS pixels down; the headline and lead end above. */
  clearTop?: number;
}

export interface Framing {
  /** Landscape viewports, and portrait ones (phones, portrait tablets). */
  wide: FramingLayout;
  narrow: FramingLayout;
  /** The rotation the globe turns to: a place faces the viewer. */
  facing: Rotation;
  /** Radians per millisecond; 0: the globe turns to `facing` and then stands still. */
  spinSpeed: number;
  /** Arcs and pulses tell where the company works (home only: elsewhere the globe settles and stops). */
  story?: boolean;
  /**
   * A place's page: the globe faces the place, lights its market alone and draws the arc from Potsdam to it once,
   * then stands still like every page but home.
   */
  place?: PlaceId;
}

/** Specification, point 9: the home globe turns at 0.0001 (radians per millisecond, one turn a minute). */
export const homeSpinSpeed = 0.0001;
export const homeRadiusFactor = 0.6;

/**
 * Where the hero's text column ends on a landscape screen, in CSS pixels, as HomePage.css and ui.css lay
 * it out: main is min(100% - 2rem, 72rem) wide and centred, the column min(40rem, 46vw) wide in it.
 * Keep the three in step (tests/e2e/globe-hero.spec.ts measures the real column).
 */
export function heroTextRight(width: number): number {
  const rem = 16;
  const margin = Math.max(rem, (width - 72 * rem) / 2);
  return margin + Math.min(40 * rem, 0.46 * width);
}

/** The same as a CSS expression of a width (`100vw`, `100cqw`), for the build-time still's style sheet. */
export function heroTextRightCss(width: string): string {
  return `(max(16px, (${width} - 1152px) / 2) + min(640px, 0.46 * ${width}))`;
}

/**
 * Portrait: the headline, lead and buttons take about the same height on every phone (measured in en, de
 * and tr from 360 to 768 px wide: the lead ends by 380 px, the buttons by 530 px); the halo starts below
 * the lead, behind the buttons at most (they are opaque).
 */
export const heroTextBottom = 400;

/** Air between the text column and the halo, as a share of the width. */
export const textGap = 0.02;

/**
 * Content pages: a large sphere whose upper left quarter rises from the lower right corner, behind the
 * text at low opacity. It faces a point south-east of the page's region, so that region shows in the
 * visible quarter rather than in the corner.
 */
function corner(radiusFactor: number, opacity: number): Pick<Framing, 'wide' | 'narrow'> {
  return {
    wide: { x: 0.94, y: 0.96, radiusFactor, opacity },
    narrow: { x: 0.9, y: 0.98, radiusFactor, opacity: opacity * 0.75 },
  };
}

/**
 * A place's page: the text column on the left as on home (PlacePage.css keeps it as narrow as the hero's), the
 * globe right of it facing the place; on portrait screens a large, faint globe behind the text, its middle (the
 * place) in the lower part of the screen.
 */
function facingPlace(place: PlaceId): Framing {
  const where = sitePlaces.find(({ id }) => id === place);
  if (!where) throw new Error(`no place ${place}`);
  return {
    wide: { x: 0.74, y: 0.55, radiusFactor: 0.62, opacity: 1, clearOfText: true },
    narrow: { x: 0.5, y: 0.8, radiusFactor: 1.1, opacity: 0.3 },
    facing: rotationFacing(where.lat, where.lon),
    spinSpeed: 0,
    place,
  };
}

/** One for each place: the compiler asks for a new place's. */
const placeFramings: Record<`place:${PlaceId}`, Framing> = {
  'place:potsdam': facingPlace('potsdam'),
  'place:turkey': facingPlace('turkey'),
  'place:azerbaijan': facingPlace('azerbaijan'),
  'place:dubai': facingPlace('dubai'),
  'place:qatar': facingPlace('qatar'),
};

export const framings: Record<FramingId, Framing> = {
  ...placeFramings,
  /**
   * Wide: the specification's radius, right of the text column (cropped by the right edge where the
   * screen is narrow). Portrait: a large globe under the headline, its upper half rising to the fold.
   */
  hero: {
    wide: { x: 0.73, y: 0.52, radiusFactor: homeRadiusFactor, opacity: 1, clearOfText: true },
    narrow: { x: 0.6, y: 0.9, radiusFactor: 1.44, opacity: 1, maxRadius: 0.4, clearTop: heroTextBottom },
    facing: rotationFacing(30, 32),
    spinSpeed: homeSpinSpeed,
    story: true,
  },
  /** The services overview and most service pages: the whole reach, Potsdam to the Gulf. */
  services: { ...corner(1.5, 0.3), facing: rotationFacing(12, 62), spinSpeed: 0 },
  /** About, careers, contact: the company at home, Potsdam. */
  company: {
    wide: { x: 0.97, y: 0.82, radiusFactor: 1.25, opacity: 0.32 },
    narrow: { x: 0.95, y: 0.96, radiusFactor: 1.5, opacity: 0.22 },
    facing: rotationFacing(30, 42),
    spinSpeed: 0,
  },
  /** Real estate: the four countries abroad (Turkey, Azerbaijan, Dubai, Qatar) face the visitor. */
  gulf: {
    // Lower and larger than the services' globe: a wide horizon of the Gulf region.
    wide: { x: 0.88, y: 1.06, radiusFactor: 1.6, opacity: 0.3 },
    narrow: { x: 0.92, y: 1.02, radiusFactor: 1.2, opacity: 0.22 },
    facing: rotationFacing(8, 78),
    spinSpeed: 0,
  },
  /** Legal pages: a quiet sliver in the corner, out of the reading's way. */
  legal: { ...corner(1.05, 0.16), facing: rotationFacing(30, 42), spinSpeed: 0 },
  /** Blog and the 404 page. */
  ambient: { ...corner(1.3, 0.26), facing: rotationFacing(24, 48), spinSpeed: 0 },
  /** The demo draws its own four globes; the stage's globe fades out. */
  demo: {
    wide: { x: 0.94, y: 0.96, radiusFactor: 1.3, opacity: 0 },
    narrow: { x: 0.9, y: 0.98, radiusFactor: 1.5, opacity: 0 },
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
  const radius = Math.min((layout.radiusFactor * Math.min(width, height)) / 2, (layout.maxRadius ?? Infinity) * height);
  const halo = haloScale * radius;
  return {
    cx: Math.max(layout.x * width, layout.clearOfText ? heroTextRight(width) + textGap * width + halo : -Infinity),
    cy: Math.max(layout.y * height, (layout.clearTop ?? -Infinity) + halo),
    radius,
    opacity: layout.opacity,
  };
}
