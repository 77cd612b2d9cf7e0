/**
 * The globe's look, one source for the three pictures of it: the WebGL shaders (constants injected as
 * GLSL defines), the 2D canvas and the build-time still (SVG). A light fixed to the viewer, upper left
 * and in front, shades the sphere from its lit side to the terminator and the dots with it; a rim and an
 * atmosphere halo outline the body. Colours are CSS custom properties (styles/tokens.css), so the still
 * follows the theme without script and the renderers read the same values.
 */
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
export function lit(x: number, y: number, z: number): number {
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

export type PaletteKey = 'dot' | 'seaLit' | 'seaShade' | 'rim' | 'halo';

/** The CSS custom property of each colour. */
export const paletteVariables: Record<PaletteKey, string> = {
  dot: '--globe-dot',
  seaLit: '--globe-sea-lit',
  seaShade: '--globe-sea-shade',
  rim: '--globe-rim',
  halo: '--globe-halo',
};

/** '#rrggbb' or '#rrggbbaa', as styles/tokens.css writes them. */
export type GlobePalette = Record<PaletteKey, string>;

/** Light theme values, for a renderer that runs before the style sheet has been read (tests, bench). */
export const fallbackPalette: GlobePalette = {
  dot: '#3870c1',
  seaLit: '#ffffffe6',
  seaShade: '#d3def0cc',
  rim: '#3870c152',
  halo: '#3870c12e',
};

/** Reads the palette from the document's custom properties, falling back key by key. */
export function paletteFrom(style: { getPropertyValue(name: string): string }): GlobePalette {
  const palette = { ...fallbackPalette };
  for (const key of Object.keys(paletteVariables) as PaletteKey[]) {
    const value = style.getPropertyValue(paletteVariables[key]).trim();
    if (/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value)) palette[key] = value;
  }
  return palette;
}

/** '#rrggbb[aa]' as four numbers from 0 to 1. */
export function hexToRgba(hex: string): [number, number, number, number] {
  const digits = hex.replace('#', '');
  const value = Number.parseInt(digits.slice(0, 6), 16);
  const alpha = digits.length >= 8 ? Number.parseInt(digits.slice(6, 8), 16) / 255 : 1;
  if (Number.isNaN(value)) return [0.22, 0.44, 0.76, 1];
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255, Number.isNaN(alpha) ? 1 : alpha];
}
