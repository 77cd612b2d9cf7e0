/** Reading the globe's state in the page: which renderer draws, how many frames it drew. */
import { expect, type JSHandle, type Page } from '@playwright/test';
import type { Box } from './screenshotPixels';

export interface GlobeStats {
  frames: number;
  drawCalls: number;
  renderer: string;
  main: { cx: number; cy: number; radius: number };
}

export async function globeStats(page: Page): Promise<GlobeStats> {
  // The runtime starts once the stage has hydrated, after the first paint.
  await page.waitForFunction(() => window.__globe !== undefined);
  return page.evaluate(() => {
    const stats = window.__globe;
    if (!stats) throw new Error('the globe runtime has not started');
    return { ...stats };
  });
}

export async function expectRenderer(page: Page, renderer: 'flat' | 'webgl', timeout = 10_000): Promise<void> {
  await expect(page.getByTestId('globe-stage')).toHaveAttribute('data-renderer', renderer, { timeout });
}

/** Frames drawn over `ms` milliseconds, after `settleMs` for anything already in flight. */
export async function framesDrawnDuring(page: Page, ms: number, settleMs = 300): Promise<number> {
  await page.waitForTimeout(settleMs);
  const before = (await globeStats(page)).frames;
  await page.waitForTimeout(ms);
  return (await globeStats(page)).frames - before;
}

/** A canvas' pixels as the page shows them, copied in the page (a handle, so they are read once and stay there). */
interface CanvasPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  /** Canvas pixels per CSS pixel. */
  ratio: number;
  left: number;
  top: number;
}

function canvasPixels(page: Page, selector: string): Promise<JSHandle<CanvasPixels>> {
  return page.evaluateHandle((query) => {
    const canvas = document.querySelector<HTMLCanvasElement>(query);
    // Read a copy: repeated reads of the page's own canvas would make Chromium warn in its console.
    const copy = document.createElement('canvas');
    const context = copy.getContext('2d', { willReadFrequently: true });
    if (!canvas || !context) throw new Error(`no canvas at ${query}`);
    copy.width = canvas.width;
    copy.height = canvas.height;
    context.drawImage(canvas, 0, 0);
    const box = canvas.getBoundingClientRect();
    return { data: context.getImageData(0, 0, copy.width, copy.height).data, width: copy.width, height: copy.height, ratio: canvas.width / box.width, left: box.left, top: box.top };
  }, selector);
}

/** Reads a canvas once in the page, measures it there, and lets the copy go. */
async function measureCanvas<Arg, Result>(page: Page, selector: string, measure: (pixels: CanvasPixels, arg: Arg) => Result, arg: Arg): Promise<Result> {
  const pixels = await canvasPixels(page, selector);
  try {
    // Playwright's types cannot follow a generic page function: the argument and result are as declared.
    return (await pixels.evaluate(measure as (pixels: CanvasPixels, arg: unknown) => unknown, arg)) as Result;
  } finally {
    await pixels.dispose();
  }
}

/** How many pixels of a canvas region (CSS pixels of the canvas) are drawn (alpha above zero), and their average colour. */
export function paintedPixels(page: Page, selector: string, region?: Box): Promise<{ painted: number; red: number; green: number; blue: number }> {
  return measureCanvas(
    page,
    selector,
    ({ data, width, height, ratio }, box) => {
      const [left, top] = box ? [Math.floor(box.x * ratio), Math.floor(box.y * ratio)] : [0, 0];
      const x1 = box ? Math.min(width, left + Math.max(1, Math.floor(box.width * ratio))) : width;
      const y1 = box ? Math.min(height, top + Math.max(1, Math.floor(box.height * ratio))) : height;
      let painted = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let y = Math.max(0, top); y < y1; y += 1) {
        for (let x = Math.max(0, left); x < x1; x += 1) {
          const index = (y * width + x) * 4;
          if ((data[index + 3] ?? 0) === 0) continue;
          painted += 1;
          red += data[index] ?? 0;
          green += data[index + 1] ?? 0;
          blue += data[index + 2] ?? 0;
        }
      }
      return { painted, red: red / Math.max(1, painted), green: green / Math.max(1, painted), blue: blue / Math.max(1, painted) };
    },
    region ?? null,
  );
}

/** Drawn pixels of a canvas that lie outside a circle (CSS pixels of the page). */
export function paintedOutsideCircle(page: Page, selector: string, circle: { x: number; y: number; radius: number }): Promise<number> {
  return measureCanvas(
    page,
    selector,
    ({ data, width, ratio, left, top }, { x, y, radius }) => {
      let outside = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index + 3] ?? 0) === 0) continue;
        const pixel = index / 4;
        const px = left + (pixel % width) / ratio;
        const py = top + Math.floor(pixel / width) / ratio;
        if (Math.hypot(px - x, py - y) > radius) outside += 1;
      }
      return outside;
    },
    circle,
  );
}

/**
 * A browser without WebGL2 for the globe. Chromium's --disable-webgl does not reach an OffscreenCanvas
 * in a worker (seen here: the worker still got a WebGL2 context), so the globe's worker is answered by
 * one that reports what the real one reports when getContext('webgl2') gives nothing.
 */
export async function withoutWebgl(page: Page): Promise<void> {
  await page.route('**/assets/globe.worker-*.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "self.onmessage = (event) => { if (event.data.type === 'init') self.postMessage({ type: 'unavailable' }); };",
    }),
  );
}

/**
 * The main globe's body and halo as drawn on a canvas: the share of points painted inside the sphere
 * (between the dots: the body), in the halo just outside it, and well beyond it (nothing).
 */
export async function bodyAndHalo(page: Page, selector: string): Promise<{ body: number; halo: number; beyond: number }> {
  const { main } = await globeStats(page);
  return measureCanvas(
    page,
    selector,
    ({ data, width, height, ratio }, globe) => {
      const share = (distance: number): number => {
        let painted = 0;
        let inside = 0;
        for (let degrees = 0; degrees < 360; degrees += 7.5) {
          const angle = (degrees * Math.PI) / 180;
          const x = Math.round((globe.cx + Math.cos(angle) * distance * globe.radius) * ratio);
          const y = Math.round((globe.cy + Math.sin(angle) * distance * globe.radius) * ratio);
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          inside += 1;
          if ((data[(y * width + x) * 4 + 3] ?? 0) > 8) painted += 1;
        }
        return inside === 0 ? 0 : painted / inside;
      };
      return { body: share(0.6), halo: share(1.05), beyond: share(1.4) };
    },
    main,
  );
}
