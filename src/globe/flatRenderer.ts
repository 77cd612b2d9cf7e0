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
import { light, nightDots } from './look';
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

  /**
   * Stamps every `stride`-th dot, `dotRadius` device pixels; with `markets`, only the dots in a market
   * (`inMarket` true) or only the others (false), so the markets' dots are stamped in their own colour.
   */
  function stampDots(
    globe: DrawnGlobe,
    ratio: number,
    { stride, dotRadius }: { stride: number; dotRadius: number },
    markets: Uint8Array | null,
    inMarket: boolean,
  ): void {
    dotPixels.setColor(inMarket ? globe.marketColor : globe.color);
    const cp = Math.cos(globe.phi);
    const sp = Math.sin(globe.phi);
    const ct = Math.cos(globe.theta);
    const st = Math.sin(globe.theta);
    const cx = globe.cx * ratio;
    const cy = globe.cy * ratio;
    const radius = globe.radius * ratio;
    const { dots } = globe;
    const step = 3 * stride;
    // Same rotation as geo.rotate and the vertex shader, and the same shade as look.dotShade, inlined:
    // this loop runs for every dot, every frame.
    for (let index = 0; index < dots.length; index += step) {
      if (markets && (markets[index / 3] ?? 0) > 0 !== inMarket) continue;
      const x = dots[index] ?? 0;
      const y = dots[index + 1] ?? 0;
      const z = dots[index + 2] ?? 0;
      const z1 = -x * sp + z * cp;
      const depth = y * st + z1 * ct;
      if (depth <= 0.02) continue;
      const screenX = x * cp + z * sp;
      const screenY = y * ct - z1 * st;
      const lit = Math.max(0, screenX * light.x + screenY * light.y + depth * light.z);
      const alpha = Math.min(1, (depth - 0.02) / 0.3) * (nightDots + (1 - nightDots) * lit) * globe.opacity;
      if (alpha <= 0.004) continue;
      dotPixels.stamp(cx + screenX * radius, cy - screenY * radius, dotRadius, alpha);
    }
  }

  /** A globe's dots; one that tells the story lights its markets' dots (every one, even in lean frames). */
  function stampGlobe(globe: DrawnGlobe, ratio: number, lean: boolean): void {
    const markets = globe.story && globe.markets.byDot.length * 3 === globe.dots.length ? globe.markets.byDot : null;
    const dotRadius = (dotDiameter(globe.radius, globe.latticeSize) * ratio * (lean ? 1.3 : 1)) / 2;
    stampDots(globe, ratio, { stride: lean ? 2 : 1, dotRadius }, markets, false);
    if (markets) stampDots(globe, ratio, { stride: 1, dotRadius }, markets, true);
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
