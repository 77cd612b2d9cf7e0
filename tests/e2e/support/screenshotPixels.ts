/**
 * Comparing screenshots pixel by pixel, in a page of its own (scripts on there), so the page under test
 * may run without JavaScript. Used by globe-still.spec.ts.
 */
import type { Browser } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels of `shot` that differ from `reference` by more than `threshold` (any channel) within `box`. */
export interface Painted {
  count: number;
  centroidX: number;
  centroidY: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Decodes PNG screenshots in a page of its own and measures them there (the page under test may have
 * no scripts). The decoded pixels stay in that page; only the measure's result comes back.
 */
export async function measureShots<Arg, Result>(
  browser: Browser,
  shots: readonly Buffer[],
  measure: (images: ImageData[], arg: Arg) => Result,
  arg: Arg,
): Promise<Result> {
  const page = await browser.newPage();
  try {
    const images = await page.evaluateHandle(
      (encoded) =>
        Promise.all(
          encoded.map(async (base64) => {
            const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d', { willReadFrequently: true });
            if (!context) throw new Error('no 2D context');
            context.drawImage(bitmap, 0, 0);
            return context.getImageData(0, 0, bitmap.width, bitmap.height);
          }),
        ),
      shots.map((shot) => shot.toString('base64')),
    );
    // Playwright's types cannot follow a generic page function: the argument and result are as declared.
    return (await images.evaluate(measure as (images: ImageData[], arg: unknown) => unknown, arg)) as Result;
  } finally {
    await page.close();
  }
}

/** Compares two screenshots: the pixels of `shot` that differ from `reference` by more than `threshold` within `box`. */
export async function painted(
  browser: Browser,
  reference: Buffer,
  shot: Buffer,
  box: Box,
  threshold: number,
): Promise<Painted> {
  const [result] = await paintedIn(browser, reference, shot, [{ box, threshold }]);
  if (!result) throw new Error('no measure came back');
  return result;
}

/** `painted` for several boxes (or thresholds) of the same two screenshots, decoded once. */
export function paintedIn(
  browser: Browser,
  reference: Buffer,
  shot: Buffer,
  regions: readonly { box: Box; threshold: number }[],
): Promise<Painted[]> {
  return measureShots(
    browser,
    [reference, shot],
    ([before, after], areas) => {
      if (!before || !after) throw new Error('a screenshot did not decode');
      return areas.map(({ box: area, threshold: limit }) => {
        const result = {
          count: 0,
          centroidX: 0,
          centroidY: 0,
          left: Infinity,
          top: Infinity,
          right: -Infinity,
          bottom: -Infinity,
        };
        const x0 = Math.max(0, Math.floor(area.x));
        const y0 = Math.max(0, Math.floor(area.y));
        const x1 = Math.min(after.width, Math.ceil(area.x + area.width));
        const y1 = Math.min(after.height, Math.ceil(area.y + area.height));
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const index = (y * after.width + x) * 4;
            let difference = 0;
            for (let channel = 0; channel < 3; channel += 1) {
              difference = Math.max(
                difference,
                Math.abs((after.data[index + channel] ?? 0) - (before.data[index + channel] ?? 0)),
              );
            }
            if (difference <= limit) continue;
            result.count += 1;
            result.centroidX += x;
            result.centroidY += y;
            result.left = Math.min(result.left, x);
            result.top = Math.min(result.top, y);
            result.right = Math.max(result.right, x);
            result.bottom = Math.max(result.bottom, y);
          }
        }
        result.centroidX /= Math.max(1, result.count);
        result.centroidY /= Math.max(1, result.count);
        return result;
      });
    },
    regions,
  );
}

/**
 * How far the dots of `shot` sit from those of `other`, per quarter of the box: the shift (within ±8 px)
 * that best aligns the two pictures' fine detail (each minus the reference, minus its own blur), so the
 * dots decide it, not the smooth body and halo or how strongly each renderer shades them. One shift for
 * all four quarters: the same place; no quarter moved: the same size.
 */
export function dotShifts(
  browser: Browser,
  reference: Buffer,
  shot: Buffer,
  other: Buffer,
  box: Box,
): Promise<{ dx: number; dy: number; match: number }[]> {
  return measureShots(
    browser,
    [reference, shot, other],
    (images, area) => {
      const luminance = (image: ImageData | undefined): { width: number; values: Float32Array } => {
        if (!image) throw new Error('a screenshot did not decode');
        const values = new Float32Array(image.width * image.height);
        for (let index = 0; index < values.length; index += 1) {
          values[index] =
            0.3 * (image.data[index * 4] ?? 0) +
            0.59 * (image.data[index * 4 + 1] ?? 0) +
            0.11 * (image.data[index * 4 + 2] ?? 0);
        }
        return { width: image.width, values };
      };
      const base = luminance(images[0]);
      const x0 = Math.max(0, Math.floor(area.x));
      const y0 = Math.max(0, Math.floor(area.y));
      const size = Math.floor(Math.min(area.width, area.height));
      /** The box's fine detail: the picture minus the reference, minus its 9 × 9 mean. */
      const detail = (image: ImageData | undefined): Float32Array => {
        const picture = luminance(image);
        const plain = new Float32Array(size * size);
        for (let y = 0; y < size; y += 1) {
          for (let x = 0; x < size; x += 1) {
            const index = (y0 + y) * picture.width + x0 + x;
            plain[y * size + x] = (picture.values[index] ?? 0) - (base.values[index] ?? 0);
          }
        }
        const fine = new Float32Array(size * size);
        for (let y = 4; y < size - 4; y += 1) {
          for (let x = 4; x < size - 4; x += 1) {
            let sum = 0;
            for (let v = -4; v <= 4; v += 1) for (let u = -4; u <= 4; u += 1) sum += plain[(y + v) * size + x + u] ?? 0;
            fine[y * size + x] = (plain[y * size + x] ?? 0) - sum / 81;
          }
        }
        return fine;
      };
      const [a, b] = [detail(images[1]), detail(images[2])];
      const half = Math.floor(size / 2);
      const shifts: { dx: number; dy: number; match: number }[] = [];
      for (const [qx, qy] of [
        [0, 0],
        [half, 0],
        [0, half],
        [half, half],
      ] as const) {
        let best = { dx: 0, dy: 0, match: -Infinity };
        for (let dy = -8; dy <= 8; dy += 1) {
          for (let dx = -8; dx <= 8; dx += 1) {
            let product = 0;
            let normA = 0;
            let normB = 0;
            for (let y = qy + 12; y < qy + half - 12; y += 1) {
              for (let x = qx + 12; x < qx + half - 12; x += 1) {
                const valueA = a[y * size + x] ?? 0;
                const valueB = b[(y + dy) * size + x + dx] ?? 0;
                product += valueA * valueB;
                normA += valueA * valueA;
                normB += valueB * valueB;
              }
            }
            const match = product / Math.sqrt(Math.max(1e-9, normA * normB));
            if (match > best.match) best = { dx, dy, match };
          }
        }
        shifts.push(best);
      }
      return shifts;
    },
    box,
  );
}

/**
 * For each distance (in radii) from a circle's centre, the share of 48 points around it where `shot`
 * differs from `reference` by more than `threshold` in any channel (points off the picture not counted).
 */
export function ringDifferences(
  browser: Browser,
  reference: Buffer,
  shot: Buffer,
  circle: { cx: number; cy: number; radius: number },
  distances: readonly number[],
  threshold: number,
): Promise<number[]> {
  return measureShots(
    browser,
    [reference, shot],
    ([before, after], { centre, rings, limit }) => {
      if (!before || !after) throw new Error('a screenshot did not decode');
      return rings.map((distance) => {
        let differing = 0;
        let counted = 0;
        for (let step = 0; step < 48; step += 1) {
          const angle = (step / 48) * Math.PI * 2;
          const x = Math.round(centre.cx + Math.cos(angle) * distance * centre.radius);
          const y = Math.round(centre.cy + Math.sin(angle) * distance * centre.radius);
          if (x < 0 || y < 0 || x >= after.width || y >= after.height) continue;
          counted += 1;
          const index = (y * after.width + x) * 4;
          let difference = 0;
          for (let channel = 0; channel < 3; channel += 1) {
            difference = Math.max(
              difference,
              Math.abs((after.data[index + channel] ?? 0) - (before.data[index + channel] ?? 0)),
            );
          }
          if (difference > limit) differing += 1;
        }
        return counted === 0 ? 0 : differing / counted;
      });
    },
    { centre: circle, rings: distances, limit: threshold },
  );
}
