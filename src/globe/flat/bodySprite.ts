/**
 * The 2D globe's body, rim and halo, painted once into a sprite and drawn with one drawImage a frame:
 * three radial gradients per frame would cost more than all the dots. Repainted only when the palette
 * changes or the radius has moved far from the painted one (in between, the sprite is scaled).
 */
import { bodyFocus, haloScale, rimStart, type GlobePalette } from '../look';
import { blankCanvas, context2d, type AnyCanvas } from './canvas2d';

export interface BodySprite {
  canvas: AnyCanvas;
  /** The globe's radius it was painted for, device pixels. */
  radius: number;
  withHalo: boolean;
  palette: GlobePalette;
}

/** Repaint once the radius differs by more than this share (a framing change eases the radius). */
const repaintShare = 0.12;

const clear = (hex: string): string => `${hex.slice(0, 7)}00`;

function paint(radius: number, palette: GlobePalette, withHalo: boolean): BodySprite {
  const reach = Math.ceil(radius * haloScale) + 1;
  const canvas = blankCanvas(reach * 2);
  const context = context2d(canvas);
  if (context) {
    const c = reach;
    if (withHalo) {
      const halo = context.createRadialGradient(c, c, radius, c, c, radius * haloScale);
      halo.addColorStop(0, palette.halo);
      halo.addColorStop(1, clear(palette.halo));
      context.fillStyle = halo;
      context.beginPath();
      context.arc(c, c, radius * haloScale, 0, Math.PI * 2);
      context.fill();
    }
    const body = context.createRadialGradient(c + bodyFocus.x * radius, c + bodyFocus.y * radius, 0, c, c, radius);
    body.addColorStop(0, palette.seaLit);
    body.addColorStop(1, palette.seaShade);
    context.fillStyle = body;
    context.beginPath();
    context.arc(c, c, radius, 0, Math.PI * 2);
    context.fill();
    const rim = context.createRadialGradient(c, c, radius * rimStart, c, c, radius);
    rim.addColorStop(0, clear(palette.rim));
    rim.addColorStop(1, palette.rim);
    context.fillStyle = rim;
    context.fill();
  }
  return { canvas, radius, withHalo, palette };
}

// Frames reach a worker as copies: compare the colours, not the object.
const samePalette = (a: GlobePalette, b: GlobePalette): boolean =>
  a.seaLit === b.seaLit && a.seaShade === b.seaShade && a.rim === b.rim && a.halo === b.halo;

/** The sprite for a globe of `radius` device pixels: the cached one when it still fits. */
export function bodySpriteFor(cached: BodySprite | undefined, radius: number, palette: GlobePalette, withHalo: boolean): BodySprite {
  if (
    cached &&
    samePalette(cached.palette, palette) &&
    cached.withHalo === withHalo &&
    Math.abs(cached.radius - radius) <= cached.radius * repaintShare
  ) {
    return cached;
  }
  return paint(Math.max(1, Math.round(radius)), palette, withHalo);
}

/** Draws the sprite centred on (cx, cy), scaled to `radius`, at `opacity`. */
export function drawBody(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D, sprite: BodySprite, cx: number, cy: number, radius: number, opacity: number): void {
  const scale = radius / sprite.radius;
  const size = sprite.canvas.width * scale;
  context.globalAlpha = opacity;
  context.drawImage(sprite.canvas, cx - size / 2, cy - size / 2, size, size);
  context.globalAlpha = 1;
}
