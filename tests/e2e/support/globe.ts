/** Reading the globe's state in the page: which renderer draws, how many frames it drew. */
import { expect, type Browser, type JSHandle, type Page } from '@playwright/test';
import type { GlobePlacement } from '../../../src/globe/globeStats';
import { paintedIn, ringDifferences, type Box } from './screenshotPixels';

export interface GlobeStats {
  frames: number;
  drawCalls: number;
  renderer: string;
  main: GlobePlacement;
  /** The demo's globes as last drawn, by key (a stage: the presented one alone). */
  tiles: Record<string, GlobePlacement>;
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

/**
 * Frames the globe drew while the page produced `animationFrames` animation frames of its own (60 a second
 * on a quiet machine: 30 stand for half a second, 120 for two). The globe's loop runs on the same frames, so
 * a moving globe draws in at least every other one (the 2D globe's cap) however busy the machine, and a
 * count of none means it stood still for that many frames, not merely that a busy page did not get to draw.
 */
export async function framesDrawnOver(page: Page, animationFrames: number): Promise<number> {
  // The runtime starts once the stage has hydrated, after the first paint.
  await page.waitForFunction(() => window.__globe !== undefined);
  return page.evaluate(async (count) => {
    const stats = window.__globe;
    if (!stats) throw new Error('the globe runtime has not started');
    const before = stats.frames;
    for (let frame = 0; frame < count; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return stats.frames - before;
  }, animationFrames);
}

/**
 * Resolves once the WebGL globe's worker (assets/globe.worker-*.js) has started and been ended: the page
 * terminates it when it answers that it will not draw (no usable WebGL, or only software WebGL unasked).
 * Call it before the page loads. `ended()` says whether that has happened yet.
 */
export function watchGlobeWorker(page: Page): { started: () => boolean; ended: () => boolean } {
  let started = false;
  let ended = false;
  page.on('worker', (worker) => {
    if (!/\/assets\/globe\.worker-[^/]+\.js$/.test(new URL(worker.url()).pathname)) return;
    started = true;
    worker.once('close', () => {
      ended = true;
    });
  });
  return { started: () => started, ended: () => ended };
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
    return {
      data: context.getImageData(0, 0, copy.width, copy.height).data,
      width: copy.width,
      height: copy.height,
      ratio: canvas.width / box.width,
      left: box.left,
      top: box.top,
    };
  }, selector);
}

/** Reads a canvas once in the page, measures it there, and lets the copy go. */
async function measureCanvas<Arg, Result>(
  page: Page,
  selector: string,
  measure: (pixels: CanvasPixels, arg: Arg) => Result,
  arg: Arg,
): Promise<Result> {
  const pixels = await canvasPixels(page, selector);
  try {
    // Playwright's types cannot follow a generic page function: the argument and result are as declared.
    return (await pixels.evaluate(measure as (pixels: CanvasPixels, arg: unknown) => unknown, arg)) as Result;
  } finally {
    await pixels.dispose();
  }
}

/** How many pixels of a canvas region (CSS pixels of the canvas) are drawn (alpha above zero), and their average colour. */
export function paintedPixels(
  page: Page,
  selector: string,
  region?: Box,
): Promise<{ painted: number; red: number; green: number; blue: number }> {
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
      return {
        painted,
        red: red / Math.max(1, painted),
        green: green / Math.max(1, painted),
        blue: blue / Math.max(1, painted),
      };
    },
    region ?? null,
  );
}

/** The ink of a canvas region (CSS pixels of the page): its pixels' opacities summed, so a dimmer dot counts less. */
export function inkIn(page: Page, selector: string, box: Box): Promise<number> {
  return measureCanvas(
    page,
    selector,
    ({ data, width, height, ratio, left, top }, region) => {
      let ink = 0;
      const y1 = Math.min(height, Math.ceil((region.y + region.height - top) * ratio));
      const x1 = Math.min(width, Math.ceil((region.x + region.width - left) * ratio));
      for (let y = Math.max(0, Math.floor((region.y - top) * ratio)); y < y1; y += 1)
        for (let x = Math.max(0, Math.floor((region.x - left) * ratio)); x < x1; x += 1)
          ink += (data[(y * width + x) * 4 + 3] ?? 0) / 255;
      return ink;
    },
    box,
  );
}

/**
 * How many separate dots a canvas shows inside a box (CSS pixels of the page): groups of touching
 * pixels (8-connected) drawn at least a sixth opaque, so the faint antialiased rims do not join dots.
 */
export function dotsDrawn(page: Page, selector: string, box: Box): Promise<number> {
  return measureCanvas(
    page,
    selector,
    ({ data, width, height, ratio, left, top }, region) => {
      const x0 = Math.max(0, Math.floor((region.x - left) * ratio));
      const y0 = Math.max(0, Math.floor((region.y - top) * ratio));
      const x1 = Math.min(width, Math.ceil((region.x + region.width - left) * ratio));
      const y1 = Math.min(height, Math.ceil((region.y + region.height - top) * ratio));
      const seen = new Uint8Array(width * height);
      const inked = (x: number, y: number): boolean =>
        x >= x0 && x < x1 && y >= y0 && y < y1 && (data[(y * width + x) * 4 + 3] ?? 0) > 42;
      const stack: number[] = [];
      let dots = 0;
      for (let y = y0; y < y1; y += 1) {
        for (let x = x0; x < x1; x += 1) {
          if (seen[y * width + x] || !inked(x, y)) continue;
          dots += 1;
          seen[y * width + x] = 1;
          stack.push(x, y);
          while (stack.length > 0) {
            const py = stack.pop() ?? 0;
            const px = stack.pop() ?? 0;
            for (let dy = -1; dy <= 1; dy += 1) {
              for (let dx = -1; dx <= 1; dx += 1) {
                const nx = px + dx;
                const ny = py + dy;
                if (!inked(nx, ny) || seen[ny * width + nx]) continue;
                seen[ny * width + nx] = 1;
                stack.push(nx, ny);
              }
            }
          }
        }
      }
      return dots;
    },
    box,
  );
}

/** Drawn pixels of a canvas that lie outside a circle (CSS pixels of the page). */
export function paintedOutsideCircle(
  page: Page,
  selector: string,
  circle: { x: number; y: number; radius: number },
): Promise<number> {
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

/** The globe's layers on the stage: the body the page paints once, and the renderers' canvases. */
const globeLayers = '[data-testid=globe-body], .globe-stage__flat, .globe-stage__webgl';

/**
 * Screenshots of the page without the globe and with it (its layers hidden, through the CSSOM: the
 * page's style-src allows no inline style sheet), for comparing what the globe adds to the picture.
 */
async function setHidden(page: Page, selector: string, hidden: boolean): Promise<void> {
  await page.locator(selector).evaluateAll((found, hide) => {
    for (const element of found) {
      if (!(element instanceof HTMLElement)) continue;
      // display, which the runtime never writes: it writes the body's visibility when the body moves.
      if (hide) element.style.setProperty('display', 'none', 'important');
      else element.style.removeProperty('display');
    }
  }, hidden);
}

async function withAndWithoutGlobe(page: Page, layers = globeLayers): Promise<{ without: Buffer; shown: Buffer }> {
  await setHidden(page, layers, true);
  const without = await page.screenshot();
  await setHidden(page, layers, false);
  const shown = await page.screenshot();
  return { without, shown };
}

/** Pixels the globe (body, halo, dots, arcs) changes inside each box, from one pair of screenshots. */
export async function globeUnder(page: Page, browser: Browser, boxes: readonly Box[]): Promise<number[]> {
  const { without, shown } = await withAndWithoutGlobe(page);
  const measures = await paintedIn(
    browser,
    without,
    shown,
    boxes.map((box) => ({ box, threshold: 3 })),
  );
  return measures.map((measure) => measure.count);
}

/**
 * The main globe's body and halo as the visitor sees them: screenshots with and without the body layer
 * (the page paints it once under the canvases), compared around the circle where the runtime last drew
 * the globe's dots: the share of points changed inside the sphere (the body), in the halo just outside
 * it, and well beyond it (nothing). Call it while the globe stands still (reduced motion).
 */
export async function bodyAndHalo(
  page: Page,
  browser: Browser,
): Promise<{ body: number; halo: number; beyond: number }> {
  // The hero's still carries a body too: the live one shows once the still has gone.
  await expect(page.getByTestId('globe-still')).toHaveCount(0);
  const { main } = await globeStats(page);
  // The dots and the markers over the body are left out of both pictures: only the body differs.
  const overBody = '.globe-stage__flat, .globe-stage__webgl, .globe-markers';
  await setHidden(page, overBody, true);
  const { without, shown } = await withAndWithoutGlobe(page, '[data-testid=globe-body]');
  await setHidden(page, overBody, false);
  // Any change counts: in the light theme the body's shaded side comes within a few levels of the
  // background's glow, while beyond the halo nothing may change at all.
  const [body = 0, halo = 0, beyond = 0] = await ringDifferences(browser, without, shown, main, [0.6, 1.05, 1.4], 0);
  return { body, halo, beyond };
}

/**
 * The 2D globe drawn on the page's main thread, as where a canvas cannot be handed to a worker: a test on
 * the page's clock (page.clock) then sees every frame it steps through, not whichever frame the worker's
 * canvas last committed.
 */
export async function flatOnMainThread(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });
}

/**
 * Full screen only while a click is being handled, as a browser allows it for a page opened from a link:
 * the presentation then shows its hint. (Under automation Chromium may count the navigation as a gesture.)
 */
export async function fullscreenOnlyOnClick(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let clicking = false;
    window.addEventListener(
      'pointerdown',
      () => {
        clicking = true;
        setTimeout(() => (clicking = false));
      },
      { capture: true },
    );
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the element as `this` below
    const request = Element.prototype.requestFullscreen;
    Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
      return clicking ? request.call(this, options) : Promise.reject(new TypeError('Permissions check failed'));
    };
  });
}
