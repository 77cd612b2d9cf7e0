/**
 * The 2D-canvas globe: the same baked dots, orthographic projection, framing and light as the WebGL
 * globe. The dots come from a pre-rendered dot sprite at sub-pixel positions, shaded by the light and
 * faded with depth; the home globe's arcs and pulses on top. The body under them is the page's (bodyLayer.ts).
 * It shows at once, before three.js loads, and stands in for WebGL on low-power devices and after a
 * lost context. Where the browser can, it draws in a worker.
 *
 * It measures its own frames: when they run long (a slow phone), it steps down to lean frames (every
 * other dot, no arcs' trace, one canvas pixel per CSS pixel) and stays there, so a slow device is not
 * asked twice.
 */
import { dotDiameter, type DrawnGlobe, type GlobeQuality, type GlobeRenderer } from './drawing';
import { light, nightDots } from './look';
import { blankCanvas, context2d, type AnyCanvas, type AnyContext2d } from './flat/canvas2d';
import { drawStory } from './flat/storyLayer';

/** Frames slower than this on average (ms, measured over `judgedFrames`) step down to lean frames. */
export const leanAfterMs = 4;
export const judgedFrames = 24;

function makeSprite(color: string, diameter: number): AnyCanvas {
  const size = Math.ceil(diameter) + 2;
  const sprite = blankCanvas(size);
  const context = context2d(sprite);
  if (context) {
    context.fillStyle = color;
    context.beginPath();
    context.arc(size / 2, size / 2, diameter / 2, 0, Math.PI * 2);
    context.fill();
  }
  return sprite;
}

export interface FlatRenderer extends GlobeRenderer {
  readonly quality: GlobeQuality;
}

export interface FlatRendererOptions {
  quality?: GlobeQuality;
  /** Whether long frames step it down to lean ones (the site); the benchmark holds a quality to time it. */
  stepsDown?: boolean;
}

/** Draws on a canvas of the page, or on one handed to a worker (flat/flat.worker.ts). */
export function createFlatRenderer(canvas: AnyCanvas, { quality: initialQuality = 'full', stepsDown = true }: FlatRendererOptions = {}): FlatRenderer {
  const context = context2d(canvas);
  const sprites = new Map<string, AnyCanvas>();
  let quality = initialQuality;
  let judged = 0;
  let spentMs = 0;

  function spriteFor(color: string, diameter: number): AnyCanvas {
    // Quarter-pixel steps keep the cache small while the radius eases.
    const key = `${color}:${Math.round(diameter * 4)}`;
    let sprite = sprites.get(key);
    if (!sprite) {
      if (sprites.size > 64) sprites.clear();
      sprite = makeSprite(color, Math.round(diameter * 4) / 4);
      sprites.set(key, sprite);
    }
    return sprite;
  }

  function drawDots(target: AnyContext2d, globe: DrawnGlobe, ratio: number, stride: number): void {
    const sprite = spriteFor(globe.color, dotDiameter(globe.radius, globe.latticeSize) * ratio * (stride > 1 ? 1.3 : 1));
    const half = sprite.width / 2;
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
      target.globalAlpha = alpha;
      target.drawImage(sprite, cx + screenX * radius - half, cy - screenY * radius - half);
    }
    target.globalAlpha = 1;
  }

  function drawGlobe(target: AnyContext2d, globe: DrawnGlobe, ratio: number): void {
    if (globe.opacity <= 0) return;
    const lean = quality === 'lean';
    drawDots(target, globe, ratio, lean ? 2 : 1);
    drawStory(target, globe, ratio, lean);
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
      for (const globe of globes) drawGlobe(context, globe, drawnRatio);
      judge(performance.now() - start);
      return 0;
    },
  };
}
