/**
 * The 2D globe's dots written straight into the pixels of an ImageData and put on the canvas in one
 * call: a drawImage per dot costs a call into the canvas each, which on a CPU-drawn canvas (a phone
 * without GPU rasterisation) makes a frame several times dearer (globe/README.md, "Measured"). Each dot is
 * an antialiased disc at its sub-pixel position; where two meet, the more opaque one shows.
 */
import { hexToRgb } from '../drawing';
import type { AnyContext2d } from './canvas2d';

interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const empty = (): Bounds => ({ left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity });

export class DotPixels {
  private image: ImageData | null = null;
  /** What the last frame wrote into the image, cleared before the next one writes. */
  private written = empty();
  private red = 0;
  private green = 0;
  private blue = 0;

  /** Starts a frame on a canvas of this many device pixels. */
  begin(context: AnyContext2d, width: number, height: number): void {
    if (!this.image || this.image.width !== width || this.image.height !== height) {
      this.image = context.createImageData(Math.max(1, width), Math.max(1, height));
      this.written = empty();
      return;
    }
    const { left, top, right, bottom } = this.written;
    if (right >= left)
      for (let y = top; y <= bottom; y += 1)
        this.image.data.fill(0, (y * width + left) * 4, (y * width + right + 1) * 4);
    this.written = empty();
  }

  /** The colour of the dots stamped next, '#rrggbb'. */
  setColor(hex: string): void {
    const [red, green, blue] = hexToRgb(hex);
    this.red = Math.round(red * 255);
    this.green = Math.round(green * 255);
    this.blue = Math.round(blue * 255);
  }

  /** A disc of `radius` device pixels centred at x, y, at `alpha` (0..1). */
  stamp(x: number, y: number, radius: number, alpha: number): void {
    const image = this.image;
    if (!image) return;
    const { width, height, data } = image;
    const reach = radius + 0.5;
    const left = Math.max(0, Math.floor(x - reach));
    const right = Math.min(width - 1, Math.ceil(x + reach));
    const top = Math.max(0, Math.floor(y - reach));
    const bottom = Math.min(height - 1, Math.ceil(y + reach));
    if (right < left || bottom < top) return;
    const opacity = alpha * 255;
    for (let row = top; row <= bottom; row += 1) {
      const dy = row + 0.5 - y;
      for (let column = left; column <= right; column += 1) {
        const dx = column + 0.5 - x;
        // Coverage of the pixel by the disc, ramped over one pixel at its edge.
        const coverage = reach - Math.sqrt(dx * dx + dy * dy);
        if (coverage <= 0) continue;
        const value = (coverage >= 1 ? opacity : coverage * opacity) | 0;
        const index = (row * width + column) * 4;
        if (value <= (data[index + 3] ?? 0)) continue;
        data[index] = this.red;
        data[index + 1] = this.green;
        data[index + 2] = this.blue;
        data[index + 3] = value;
      }
    }
    const written = this.written;
    written.left = Math.min(written.left, left);
    written.top = Math.min(written.top, top);
    written.right = Math.max(written.right, right);
    written.bottom = Math.max(written.bottom, bottom);
  }

  /** Puts what this frame stamped on the canvas (only the part that holds dots). */
  flush(context: AnyContext2d): void {
    const { image, written } = this;
    if (!image || written.right < written.left) return;
    context.putImageData(
      image,
      0,
      0,
      written.left,
      written.top,
      written.right - written.left + 1,
      written.bottom - written.top + 1,
    );
  }
}
