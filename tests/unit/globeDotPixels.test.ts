import { describe, expect, it } from 'vitest';
import type { AnyContext2d } from '../../src/globe/flat/canvas2d';
import { DotPixels } from '../../src/globe/flat/dotPixels';

interface Put {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The two calls DotPixels makes on a 2D context, recorded (node has no canvas). */
function fakeContext(): { context: AnyContext2d; puts: Put[]; image: () => ImageData } {
  const puts: Put[] = [];
  let image: ImageData | null = null;
  const context = {
    createImageData(width: number, height: number): ImageData {
      const created: ImageData = { width, height, data: new Uint8ClampedArray(width * height * 4), colorSpace: 'srgb' };
      image = created;
      return created;
    },
    putImageData(_image: ImageData, _dx: number, _dy: number, x: number, y: number, width: number, height: number) {
      puts.push({ x, y, width, height });
    },
  };
  return {
    context: context as unknown as AnyContext2d,
    puts,
    image: () => {
      if (!image) throw new Error('no image yet');
      return image;
    },
  };
}

const alphaAt = (image: ImageData, x: number, y: number): number => image.data[(y * image.width + x) * 4 + 3] ?? -1;

describe("the 2D globe's dots written into pixels", () => {
  it('stamps an antialiased disc in the colour, and puts only the part that holds dots', () => {
    const { context, puts, image } = fakeContext();
    const dots = new DotPixels();
    dots.begin(context, 40, 30);
    dots.setColor('#3870c1');
    dots.stamp(10.5, 12.5, 3, 1);
    dots.flush(context);
    const pixels = image();
    expect(alphaAt(pixels, 10, 12)).toBe(255);
    expect([...pixels.data.slice((12 * 40 + 10) * 4, (12 * 40 + 10) * 4 + 3)]).toEqual([0x38, 0x70, 0xc1]);
    // The edge is partly covered, the corners of its box not at all.
    const edge = alphaAt(pixels, 13, 12);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(255);
    expect(alphaAt(pixels, 7, 9)).toBe(0);
    expect(puts).toEqual([{ x: 7, y: 9, width: 8, height: 8 }]);
  });

  it('fades a dot by its alpha, keeps the more opaque of two where they meet, and clears the last frame', () => {
    const { context, puts, image } = fakeContext();
    const dots = new DotPixels();
    dots.begin(context, 40, 30);
    dots.setColor('#ffffff');
    dots.stamp(20, 15, 4, 0.5);
    dots.stamp(22, 15, 4, 0.2);
    expect(alphaAt(image(), 21, 14)).toBe(127);
    dots.flush(context);
    dots.begin(context, 40, 30);
    dots.stamp(5, 5, 1, 1);
    dots.flush(context);
    expect(alphaAt(image(), 21, 14)).toBe(0);
    expect(alphaAt(image(), 4, 4)).toBeGreaterThan(0);
    expect(puts.at(-1)).toEqual({ x: 3, y: 3, width: 5, height: 5 });
  });

  it('writes nothing for a dot off the canvas', () => {
    const { context, puts } = fakeContext();
    const dots = new DotPixels();
    dots.begin(context, 10, 10);
    dots.stamp(-20, 4, 2, 1);
    dots.flush(context);
    expect(puts).toEqual([]);
  });
});
