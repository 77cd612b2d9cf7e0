/** Reading the globe's state in the page: which renderer draws, how many frames it drew. */
import { expect, type Page } from '@playwright/test';

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

/** How many pixels of a canvas region are drawn (alpha above zero), and their average colour. */
export async function paintedPixels(
  page: Page,
  selector: string,
  region?: { x: number; y: number; width: number; height: number },
): Promise<{ painted: number; red: number; green: number; blue: number }> {
  return page.evaluate(
    ([query, box]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(query);
      // Read a copy: repeated reads of the page's own canvas would make Chromium warn in its console.
      const copy = document.createElement('canvas');
      const context = copy.getContext('2d', { willReadFrequently: true });
      if (!canvas || !context) throw new Error(`no canvas at ${query}`);
      copy.width = canvas.width;
      copy.height = canvas.height;
      context.drawImage(canvas, 0, 0);
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const area = box ?? { x: 0, y: 0, width: canvas.width / ratio, height: canvas.height / ratio };
      const data = context.getImageData(area.x * ratio, area.y * ratio, Math.max(1, area.width * ratio), Math.max(1, area.height * ratio)).data;
      let painted = 0;
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index + 3] ?? 0) === 0) continue;
        painted += 1;
        red += data[index] ?? 0;
        green += data[index + 1] ?? 0;
        blue += data[index + 2] ?? 0;
      }
      return { painted, red: red / Math.max(1, painted), green: green / Math.max(1, painted), blue: blue / Math.max(1, painted) };
    },
    [selector, region] as const,
  );
}

/** Drawn pixels of a canvas that lie outside a circle (CSS pixels of the page). */
export async function paintedOutsideCircle(page: Page, selector: string, circle: { x: number; y: number; radius: number }): Promise<number> {
  return page.evaluate(
    ([query, { x, y, radius }]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(query);
      const copy = document.createElement('canvas');
      const context = copy.getContext('2d', { willReadFrequently: true });
      if (!canvas || !context) throw new Error(`no canvas at ${query}`);
      copy.width = canvas.width;
      copy.height = canvas.height;
      context.drawImage(canvas, 0, 0);
      const box = canvas.getBoundingClientRect();
      const ratio = canvas.width / box.width;
      const data = context.getImageData(0, 0, copy.width, copy.height).data;
      let outside = 0;
      for (let index = 0; index < data.length; index += 4) {
        if ((data[index + 3] ?? 0) === 0) continue;
        const pixel = index / 4;
        const px = box.left + (pixel % copy.width) / ratio;
        const py = box.top + Math.floor(pixel / copy.width) / ratio;
        if (Math.hypot(px - x, py - y) > radius) outside += 1;
      }
      return outside;
    },
    [selector, circle] as const,
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
  return page.evaluate(
    ([query, globe]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(query);
      const copy = document.createElement('canvas');
      const context = copy.getContext('2d', { willReadFrequently: true });
      if (!canvas || !context) throw new Error(`no canvas at ${query}`);
      copy.width = canvas.width;
      copy.height = canvas.height;
      context.drawImage(canvas, 0, 0);
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const share = (distance: number): number => {
        let painted = 0;
        let inside = 0;
        for (let degrees = 0; degrees < 360; degrees += 7.5) {
          const angle = (degrees * Math.PI) / 180;
          const x = Math.round((globe.cx + Math.cos(angle) * distance * globe.radius) * ratio);
          const y = Math.round((globe.cy + Math.sin(angle) * distance * globe.radius) * ratio);
          if (x < 0 || y < 0 || x >= copy.width || y >= copy.height) continue;
          inside += 1;
          if ((context.getImageData(x, y, 1, 1).data[3] ?? 0) > 8) painted += 1;
        }
        return inside === 0 ? 0 : painted / inside;
      };
      return { body: share(0.6), halo: share(1.05), beyond: share(1.4) };
    },
    [selector, main] as const,
  );
}
