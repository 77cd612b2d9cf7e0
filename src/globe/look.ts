/**
 * The globe's look, one source for the three pictures of it: the WebGL shaders (constants injected as
 * GLSL defines), the 2D canvas and the build-time still (SVG). A light fixed to the viewer, upper left
 * and in front, shades the sphere from its lit side to the terminator and the dots with it (where the sun
 * lights the globe, sun.ts shades its dots instead: the still stays neutral); a rim and an
 * atmosphere halo outline the body. Colours are CSS custom properties (styles/tokens.css), so the body
 * and the still follow the theme without script, and the renderers read the dots' colour from the same.
 */
import { brandBlue } from '../styles/brand';
import { facingAlpha, type Vec3 } from './geo';

function normalize(x: number, y: number, z: number): Vec3 {
  const length = Math.hypot(x, y, z);
  return { x: x / length, y: y / length, z: z / length };
}

/** Towards the light, in view space (y up, +z towards the viewer). */
export const light: Vec3 = normalize(-0.45, 0.5, 0.74);

/** The halo reaches this far out, as a multiple of the globe's radius. */
export const haloScale = 1.17;

/** Where the rim starts to brighten, as a fraction of the radius. */
export const rimStart = 0.82;

/** Dots on the night side keep this share of their strength, so the continents never vanish. */
export const nightDots = 0.38;

/** Lambert term of a point on the unit sphere (its own normal), 0 on the night side. */
function lit(x: number, y: number, z: number): number {
  return Math.max(0, x * light.x + y * light.y + z * light.z);
}

/** A rotated dot's opacity: fading towards the rim (depth) and shaded by the light. */
export function dotShade(x: number, y: number, z: number): number {
  return facingAlpha(z) * (nightDots + (1 - nightDots) * lit(x, y, z));
}

/**
 * The sphere's body as a radial gradient: from the lit colour at a focus moved towards the light, to the
 * shade colour at the edge. Focus in fractions of the radius, screen axes (y down).
 */
export const bodyFocus = { x: light.x * 0.55, y: -light.y * 0.55 };

/** The dots' colour in the light theme, for a renderer that runs before the style sheet has been read. */
export const fallbackDotColor = brandBlue;
/** The markets' accent colour in the light theme (--globe-market in tokens.css), likewise. */
export const fallbackMarketColor = '#d9730d';

/**
 * A market too small for a dot at a count glows at its place: a soft disc of this radius, in dot
 * diameters, at this opacity in its middle, fading to nothing at its edge.
 */
export const marketGlow = { reach: 1.6, strength: 0.75 } as const;

type StyleSource = { getPropertyValue(name: string): string };

function hexFrom(style: StyleSource, property: string, fallback: string): string {
  const value = style.getPropertyValue(property).trim();
  return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/**
 * The dots' and the markets' colours from the document's custom properties (styles/tokens.css, per
 * theme); the body's colours (--globe-sea-lit, --globe-sea-shade, --globe-rim, --globe-halo) are used by
 * CSS alone.
 */
export interface GlobeColors {
  dot: string;
  market: string;
  /** The system's colours (forced colours): drawn as they are, without the sun's night. */
  system?: true;
}

export function globeColorsFrom(style: StyleSource): GlobeColors {
  return {
    dot: hexFrom(style, '--globe-dot', fallbackDotColor),
    market: hexFrom(style, '--globe-market', fallbackMarketColor),
  };
}

/** '#rrggbb' of a colour as getComputedStyle gives it (`rgb(r, g, b)` or `rgba(…)`), or null for another form. */
export function hexOfComputed(value: string): string | null {
  const channels = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value.trim());
  if (!channels) return null;
  return `#${channels
    .slice(1, 4)
    .map((channel) => Number(channel).toString(16).padStart(2, '0'))
    .join('')}`;
}
