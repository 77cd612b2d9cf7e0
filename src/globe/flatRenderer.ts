/**
 * The 2D-canvas globe: the same baked dots, orthographic projection and framing as the WebGL globe,
 * drawn with a pre-rendered dot sprite at sub-pixel positions. It shows at once, before three.js loads,
 * and stands in for WebGL on low-power devices and after a lost context. Where the browser can, it
 * draws in a worker (flat/flatWorker.ts), off the page's main thread.
 */
import { facingAlpha } from './geo';
import { dotDiameter, type DrawnGlobe, type GlobeRenderer } from './drawing';

type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;
type AnyContext2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** In a worker there is no document: an OffscreenCanvas serves, and it draws onto either kind. */
function blankCanvas(size: number): AnyCanvas {
  if (typeof document === 'undefined') return new OffscreenCanvas(size, size);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas;
}

function context2d(canvas: AnyCanvas): AnyContext2d | null {
  return canvas instanceof OffscreenCanvas ? canvas.getContext('2d') : canvas.getContext('2d');
}

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

/** Draws on a canvas of the page, or on one handed to a worker (flat/flat.worker.ts). */
export function createFlatRenderer(canvas: AnyCanvas): GlobeRenderer {
  const context = context2d(canvas);
  const sprites = new Map<string, AnyCanvas>();

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

  function drawGlobe(globe: DrawnGlobe, ratio: number): void {
    if (!context || globe.opacity <= 0) return;
    const sprite = spriteFor(globe.color, dotDiameter(globe.radius, globe.latticeSize) * ratio);
    const half = sprite.width / 2;
    const cp = Math.cos(globe.phi);
    const sp = Math.sin(globe.phi);
    const ct = Math.cos(globe.theta);
    const st = Math.sin(globe.theta);
    const cx = globe.cx * ratio;
    const cy = globe.cy * ratio;
    const radius = globe.radius * ratio;
    const { dots } = globe;
    // Same rotation as geo.rotate and the vertex shader, inlined: this loop runs for every dot, every frame.
    for (let index = 0; index < dots.length; index += 3) {
      const x = dots[index] ?? 0;
      const y = dots[index + 1] ?? 0;
      const z = dots[index + 2] ?? 0;
      const z1 = -x * sp + z * cp;
      const depth = y * st + z1 * ct;
      const alpha = facingAlpha(depth) * globe.opacity;
      if (alpha <= 0.004) continue;
      const screenX = cx + (x * cp + z * sp) * radius;
      const screenY = cy - (y * ct - z1 * st) * radius;
      context.globalAlpha = alpha;
      context.drawImage(sprite, screenX - half, screenY - half);
    }
    context.globalAlpha = 1;
  }

  return {
    draw(globes, width, height, ratio) {
      if (!context) return 0;
      const pixelWidth = Math.round(width * ratio);
      const pixelHeight = Math.round(height * ratio);
      if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) {
        canvas.width = pixelWidth;
        canvas.height = pixelHeight;
      }
      context.clearRect(0, 0, pixelWidth, pixelHeight);
      for (const globe of globes) drawGlobe(globe, ratio);
      return 0;
    },
  };
}
