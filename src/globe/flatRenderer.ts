/**
 * The 2D-canvas globe: the same baked dots, orthographic projection, framing and light as the WebGL
 * globe. The dots are antialiased discs at sub-pixel positions written into pixels (flat/dotPixels.ts),
 * shaded by the light and faded with depth; the home globe's arcs and pulses on top. The body under
 * them is the page's (bodyLayer.ts). It shows at once, before three.js loads, and stands in for WebGL on low-power devices and after a
 * lost context. Where the browser can, it draws in a worker.
 *
 * It measures its own frames: when they run long (a slow phone), it steps down to lean frames (every
 * other dot, no arcs' trace, one canvas pixel per CSS pixel) and stays there, so a slow device is not
 * asked twice.
 */
import { dotDiameter, type DrawnGlobe, type GlobeQuality, type GlobeRenderer } from './drawing';
import type { Vec3 } from './geo';
import { light, nightDots } from './look';
import { daylight, towardsSun } from './sun';
import { context2d, type AnyCanvas } from './flat/canvas2d';
import { DotPixels } from './flat/dotPixels';
import { drawStory } from './flat/storyLayer';

/** Frames slower than this on average (ms, measured over `judgedFrames`) step down to lean frames. */
const leanAfterMs = 4;
export const judgedFrames = 24;

export interface FlatRenderer extends GlobeRenderer {
  readonly quality: GlobeQuality;
}

export interface FlatRendererOptions {
  quality?: GlobeQuality;
  /** Whether long frames step it down to lean ones (the site); the benchmark holds a quality to time it. */
  stepsDown?: boolean;
}

/** Draws on a canvas of the page, or on one handed to a worker (flat/flat.worker.ts). */
export function createFlatRenderer(
  canvas: AnyCanvas,
  { quality: initialQuality = 'full', stepsDown = true }: FlatRendererOptions = {},
): FlatRenderer {
  const context = context2d(canvas);
  const dotPixels = new DotPixels();
  let quality = initialQuality;
  let judged = 0;
  let spentMs = 0;

  /** Where a globe's dots land this frame: its turn and its disc, in device pixels; whether the sun lights it. */
  const view = { cp: 1, sp: 0, ct: 1, st: 0, cx: 0, cy: 0, radius: 0, opacity: 1, dotRadius: 1, sunlit: false };
  /** Towards the sun in the globe's own frame, placed anew only when a globe brings another minute. */
  const sun: Vec3 = { x: 0, y: 0, z: 1 };
  let sunAt = Number.NaN;

  /**
   * Stamps dot `dot` of `dots` as `view` places it. Same rotation as geo.rotate and the vertex shader, and
   * the same shade: the sun's daylight on the dot where it stands on the Earth (sun.ts), or else the viewer's
   * light as look.dotShade has it, inlined: this runs for every dot, every frame.
   */
  function stampDot(dots: Float32Array, dot: number): void {
    const x = dots[dot * 3] ?? 0;
    const y = dots[dot * 3 + 1] ?? 0;
    const z = dots[dot * 3 + 2] ?? 0;
    const z1 = -x * view.sp + z * view.cp;
    const depth = y * view.st + z1 * view.ct;
    if (depth <= 0.02) return;
    const screenX = x * view.cp + z * view.sp;
    const screenY = y * view.ct - z1 * view.st;
    const shade = view.sunlit
      ? daylight(x * sun.x + y * sun.y + z * sun.z)
      : nightDots + (1 - nightDots) * Math.max(0, screenX * light.x + screenY * light.y + depth * light.z);
    const alpha = Math.min(1, (depth - 0.02) / 0.3) * shade * view.opacity;
    if (alpha <= 0.004) return;
    dotPixels.stamp(view.cx + screenX * view.radius, view.cy - screenY * view.radius, view.dotRadius, alpha);
  }

  /**
   * A globe's dots, every other one in lean frames. One that tells the story lights its markets (or the one
   * market its story names: a place's page): their dots (every one, even in lean frames) are left out of the
   * first pass and stamped after it in the accent colour, from the short list of their indices, so the markets
   * cost no second pass over the globe.
   */
  function stampGlobe(globe: DrawnGlobe, ratio: number, lean: boolean): void {
    const count = globe.dots.length / 3;
    const markets = globe.story && globe.markets.byDot.length === count ? globe.markets : null;
    view.cp = Math.cos(globe.phi);
    view.sp = Math.sin(globe.phi);
    view.ct = Math.cos(globe.theta);
    view.st = Math.sin(globe.theta);
    view.cx = globe.cx * ratio;
    view.cy = globe.cy * ratio;
    view.radius = globe.radius * ratio;
    view.opacity = globe.opacity;
    view.sunlit = globe.sunAt !== null;
    if (globe.sunAt !== null && globe.sunAt !== sunAt) {
      sunAt = globe.sunAt;
      towardsSun(sunAt, sun);
    }
    view.dotRadius = (dotDiameter(globe.radius, globe.latticeSize) * ratio * (lean ? 1.3 : 1)) / 2;
    const { dots } = globe;
    const stride = lean ? 2 : 1;
    dotPixels.setColor(globe.color);
    if (markets) {
      const { byDot } = markets;
      // 0: every market is lit; otherwise 1 + the index of the one place whose market is.
      const only = (globe.story?.lit ?? -1) + 1;
      const unlit = (market: number): boolean => market === 0 || (only > 0 && market !== only);
      for (let dot = 0; dot < count; dot += stride) if (unlit(byDot[dot] ?? 0)) stampDot(dots, dot);
      dotPixels.setColor(globe.marketColor);
      // The lit markets keep their accent by night: dimmed, it would fade into the body's colour.
      view.sunlit = false;
      for (const dot of markets.lit) if (!unlit(byDot[dot] ?? 0)) stampDot(dots, dot);
    } else {
      for (let dot = 0; dot < count; dot += stride) stampDot(dots, dot);
    }
  }

  function judge(ms: number): void {
    if (quality === 'lean' || !stepsDown) return;
    judged += 1;
    spentMs += ms;
    if (judged < judgedFrames) return;
    if (spentMs / judged > leanAfterMs) quality = 'lean';
    judged = 0;
    spentMs = 0;
  }

  return {
    get quality() {
      return quality;
    },
    draw(globes, width, height, ratio) {
      if (!context) return 0;
      const start = performance.now();
      // Lean frames fill a quarter of the pixels on a 2x screen: the browser scales the canvas up.
      const drawnRatio = quality === 'lean' ? 1 : ratio;
      const pixelWidth = Math.round(width * drawnRatio);
      const pixelHeight = Math.round(height * drawnRatio);
      if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
      }
      context.clearRect(0, 0, pixelWidth, pixelHeight);
      const lean = quality === 'lean';
      // Dots of every globe first, in one put; the arcs and pulses are stroked over them.
      dotPixels.begin(context, pixelWidth, pixelHeight);
      for (const globe of globes) if (globe.opacity > 0) stampGlobe(globe, drawnRatio, lean);
      dotPixels.flush(context);
      for (const globe of globes) if (globe.opacity > 0) drawStory(context, globe, drawnRatio, lean);
      judge(performance.now() - start);
      return 0;
    },
  };
}
