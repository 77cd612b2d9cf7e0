/**
 * What a renderer draws each frame: one or more globes' dots and, on home, arcs and pulses, in CSS
 * pixels of the stage. Shared by both renderers. The main globe's body (sphere, rim, halo) does not
 * change as it turns: the browser paints it once under the canvases (bodySvg.ts, bodyLayer.ts).
 */
import type { MarketDots } from './markets';

/**
 * Arcs and pulses: their clock (ms), whether they move (not under reduced motion or pause), and which of
 * them show (the home globe: both; a demo variant: as its look says).
 */
export interface StoryFrame {
  time: number;
  animate: boolean;
  arcs: boolean;
  pulses: boolean;
  /** A tour stop's arc (story.ts arcTo), drawn out as far as `reach` (0..1) while the others fade; -1: none. */
  focus: number;
  reach: number;
  /** The one market lit (an index into the places, markets.ts), as a place's page shows it; -1: every market. */
  lit: number;
}

export interface DrawnGlobe {
  /** Stable per globe: 'main', or a demo tile's id. */
  key: string;
  /** xyz on the unit sphere, three floats a dot. */
  dots: Float32Array;
  latticeSize: number;
  cx: number;
  cy: number;
  radius: number;
  opacity: number;
  phi: number;
  theta: number;
  /** The dots' colour, '#rrggbb' (the demo's control sets it per globe; the arcs and pulses share it). */
  color: string;
  /**
   * Arcs and pulses: on the home globe, and on demo variants whose look asks for them. A globe that tells
   * the story shows the places, and so lights the markets.
   */
  story: StoryFrame | null;
  /** Which dots lie in the company's markets (from its land dots, markets.ts), lit while it tells the story. */
  markets: MarketDots;
  /** The markets' accent colour, '#rrggbb' (the theme's, look.ts). */
  marketColor: string;
  /**
   * The minute (ms since 1970) whose sun lights the globe: its night side's dots dimmer (sun.ts). Null: the
   * viewer's light alone (the demo's variants, forced colours' system colours, which stay as they are).
   */
  sunAt: number | null;
}

export interface GlobeRenderer {
  /** Draws one frame; returns the number of draw calls it took (WebGL) or 0 (2D). */
  draw(globes: readonly DrawnGlobe[], width: number, height: number, pixelRatio: number): number;
}

/**
 * A frame's quality: 'full', or 'lean' when frames run long, chosen by the renderer that measures its
 * own frames (2D: every other dot, no arcs' trace, one canvas pixel per CSS pixel; WebGL: pixel ratio 1).
 */
export type GlobeQuality = 'full' | 'lean';

/** Dots are this share of the spacing between lattice points, between 1.6 and 7 CSS pixels. */
const dotShare = 0.42;

export function dotDiameter(radius: number, latticeSize: number): number {
  return Math.min(7, Math.max(1.6, dotShare * radius * Math.sqrt((4 * Math.PI) / latticeSize)));
}

/** Specification: devicePixelRatio is clamped to at most 2, so a phone at 3x draws 2.25 times fewer pixels. */
export function clampedPixelRatio(ratio: number): number {
  return Math.min(2, Math.max(1, ratio || 1));
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  if (Number.isNaN(value)) return [0.22, 0.44, 0.76];
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
