/**
 * The 2D-canvas globe: the same baked dots, orthographic projection and framing as the WebGL globe,
 * drawn with a pre-rendered dot sprite at sub-pixel positions. It shows at once, before three.js loads,
 * and stands in for WebGL on low-power devices and after a lost context.
 */
import { facingAlpha } from './geo';
import { dotDiameter, type DrawnGlobe, type GlobeRenderer } from './drawing';

function makeSprite(color: string, diameter: number): HTMLCanvasElement {
  const sprite = document.createElement('canvas');
  const size = Math.ceil(diameter) + 2;
  sprite.width = size;
  sprite.height = size;
  const context = sprite.getContext('2d');
  if (context) {
    context.fillStyle = color;
    context.beginPath();
    context.arc(size / 2, size / 2, diameter / 2, 0, Math.PI * 2);
    context.fill();
  }
  return sprite;
}

export function createFlatRenderer(canvas: HTMLCanvasElement): GlobeRenderer {
  const context = canvas.getContext('2d');
  const sprites = new Map<string, HTMLCanvasElement>();

  function spriteFor(color: string, diameter: number): HTMLCanvasElement {
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
