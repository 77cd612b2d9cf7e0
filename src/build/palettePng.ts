/**
 * An opaque RGBA picture as a palette PNG (colour type 3, at most 256 colours): the share pictures
 * (shareImage.tsx) are a few hues of the brand over dark gradients, and a palette keeps each near 65 KB,
 * under the 80 KB a share picture may weigh; the halo's gradient shows faint steps. No dithering: noise
 * would cost bytes.
 */
import { crc32, deflateSync } from 'node:zlib';

/**
 * Colours are binned at 5 bits a channel (32,768 bins) before the most used ones become the palette.
 * Measured at 6 bits: smoother steps in the halo, but 79 KB for the home picture instead of 66 KB.
 */
const bits = 5;
const shift = 8 - bits;
const paletteSize = 256;

/** zlib's level 6: on a share picture, level 9 saves about a tenth of the bytes for twice the time or more. */
const deflateLevel = 6;

const binOf = (r: number, g: number, b: number): number =>
  ((r >> shift) << (2 * bits)) | ((g >> shift) << bits) | (b >> shift);

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The palette: the mean colour of each of the most used bins. */
function palette(rgba: Uint8Array): { colours: Uint8Array; count: number } {
  const bins = 1 << (3 * bits);
  const counts = new Uint32Array(bins);
  const sums = new Float64Array(bins * 3);
  for (let index = 0; index < rgba.length; index += 4) {
    const r = rgba[index] ?? 0;
    const g = rgba[index + 1] ?? 0;
    const b = rgba[index + 2] ?? 0;
    const bin = binOf(r, g, b);
    counts[bin] = (counts[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  const used = [...counts.keys()]
    .filter((bin) => (counts[bin] ?? 0) > 0)
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
  const chosen = used.slice(0, paletteSize);
  const colours = new Uint8Array(chosen.length * 3);
  chosen.forEach((bin, entry) => {
    const n = counts[bin] ?? 1;
    for (let channel = 0; channel < 3; channel++)
      colours[entry * 3 + channel] = Math.round((sums[bin * 3 + channel] ?? 0) / n);
  });
  return { colours, count: chosen.length };
}

/** The nearest palette entry of each bin, found once per bin the picture uses. */
function indexer(colours: Uint8Array, count: number): (r: number, g: number, b: number) => number {
  const nearest = new Int16Array(1 << (3 * bits)).fill(-1);
  return (r, g, b) => {
    const bin = binOf(r, g, b);
    const known = nearest[bin] ?? -1;
    if (known >= 0) return known;
    let best = 0;
    let bestDistance = Infinity;
    for (let entry = 0; entry < count; entry++) {
      const dr = (colours[entry * 3] ?? 0) - r;
      const dg = (colours[entry * 3 + 1] ?? 0) - g;
      const db = (colours[entry * 3 + 2] ?? 0) - b;
      const distance = 2 * dr * dr + 4 * dg * dg + db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = entry;
      }
    }
    nearest[bin] = best;
    return best;
  };
}

/** `rgba`: width × height pixels, 4 bytes each; alpha is ignored (the picture is opaque). */
export function palettePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const { colours, count } = palette(rgba);
  const index = indexer(colours, count);
  // Each row: filter type 0 (none), which suits palette indices best, then one byte per pixel.
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    for (let x = 0; x < width; x++) {
      const pixel = (y * width + x) * 4;
      raw[row + 1 + x] = index(rgba[pixel] ?? 0, rgba[pixel + 1] ?? 0, rgba[pixel + 2] ?? 0);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', colours),
    chunk('IDAT', deflateSync(raw, { level: deflateLevel })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Width and height from a PNG's header (IHDR is the first chunk). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (view.toString('latin1', 12, 16) !== 'IHDR') throw new Error('Not a PNG: no IHDR chunk first');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}
