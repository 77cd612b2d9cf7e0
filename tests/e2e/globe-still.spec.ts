/**
 * The hero globe's build-time still: in the prerendered home pages, the globe with JavaScript off, and
 * handed over to the live 2D globe without a jump (same place, same size) and without a stale copy.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { expectRenderer, globeStats, withoutWebgl } from './support/globe';
import { dictionaries } from './support/site';

const still = '[data-testid=globe-still] svg';
const stillMarkup = /<div class="globe-still" data-testid="globe-still"><svg class="globe-still__svg"[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/svg><\/div>/;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels of `shot` that differ from `reference` by more than `threshold` (any channel) within `box`. */
interface Painted {
  count: number;
  centroidX: number;
  centroidY: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Compares two screenshots in a page of its own (scripts on there), so the page under test may have none. */
async function painted(browser: Browser, reference: Buffer, shot: Buffer, box: Box, threshold: number): Promise<Painted> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([referenceData, shotData, area, limit]) => {
        const pixels = async (base64: string): Promise<ImageData> => {
          const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (!context) throw new Error('no 2D context');
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [before, after] = [await pixels(referenceData), await pixels(shotData)];
        const result = { count: 0, centroidX: 0, centroidY: 0, left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
        const x0 = Math.max(0, Math.floor(area.x));
        const y0 = Math.max(0, Math.floor(area.y));
        const x1 = Math.min(after.width, Math.ceil(area.x + area.width));
        const y1 = Math.min(after.height, Math.ceil(area.y + area.height));
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const index = (y * after.width + x) * 4;
            let difference = 0;
            for (let channel = 0; channel < 3; channel += 1) {
              difference = Math.max(difference, Math.abs((after.data[index + channel] ?? 0) - (before.data[index + channel] ?? 0)));
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
      },
      [reference.toString('base64'), shot.toString('base64'), box, threshold] as const,
    );
  } finally {
    await page.close();
  }
}

/**
 * How far the dots of `shot` sit from those of `other`, per quarter of the box: the shift (within ±8 px)
 * that best aligns the two pictures' fine detail (each minus the reference, minus its own blur), so the
 * dots decide it, not the smooth body and halo or how strongly each renderer shades them. One shift for
 * all four quarters: the same place; no quarter moved: the same size.
 */
async function dotShifts(browser: Browser, reference: Buffer, shot: Buffer, other: Buffer, box: Box): Promise<{ dx: number; dy: number; match: number }[]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([referenceData, shotData, otherData, area]) => {
        const luminance = async (base64: string): Promise<{ width: number; values: Float32Array }> => {
          const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d', { willReadFrequently: true });
          if (!context) throw new Error('no 2D context');
          context.drawImage(bitmap, 0, 0);
          const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
          const values = new Float32Array(bitmap.width * bitmap.height);
          for (let index = 0; index < values.length; index += 1) {
            values[index] = 0.3 * (data[index * 4] ?? 0) + 0.59 * (data[index * 4 + 1] ?? 0) + 0.11 * (data[index * 4 + 2] ?? 0);
          }
          return { width: bitmap.width, values };
        };
        const base = await luminance(referenceData);
        const x0 = Math.max(0, Math.floor(area.x));
        const y0 = Math.max(0, Math.floor(area.y));
        const size = Math.floor(Math.min(area.width, area.height));
        /** The box's fine detail: the picture minus the reference, minus its 9 × 9 mean. */
        const detail = async (base64: string): Promise<Float32Array> => {
          const picture = await luminance(base64);
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
        const [a, b] = [await detail(shotData), await detail(otherData)];
        const half = Math.floor(size / 2);
        const shifts: { dx: number; dy: number; match: number }[] = [];
        for (const [qx, qy] of [[0, 0], [half, 0], [0, half], [half, half]] as const) {
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
      [reference.toString('base64'), shot.toString('base64'), other.toString('base64'), box] as const,
    );
  } finally {
    await page.close();
  }
}

/** The page as it would be without the still: the prerendered HTML with the still taken out. */
async function withoutStill(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(stillMarkup, '') });
  });
}

async function stillBox(page: Page): Promise<Box> {
  const box = await page.locator(still).boundingBox();
  if (!box) throw new Error('the still is not laid out');
  return box;
}

test('the still is in the prerendered home page of every language, and only there', async ({ request }) => {
  for (const path of ['/', '/de', '/tr']) {
    const html = await (await request.get(path)).text();
    const markup = stillMarkup.exec(html)?.[0] ?? '';
    expect(markup, path).not.toBe('');
    expect(Buffer.byteLength(markup), path).toBeLessThan(25 * 1024);
    // Hundreds of dots, each a round-capped zero-length segment, and nothing to read or focus.
    expect((markup.match(/h0/g) ?? []).length, path).toBeGreaterThan(300);
    expect(markup, path).not.toMatch(/<text|<a |tabindex/);
  }
  expect(await (await request.get('/about')).text()).not.toContain('globe-still');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`with JavaScript off the still is the globe (${colorScheme} scheme)`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator(still)).toBeVisible();
    const box = await stillBox(page);
    // The hero framing on a wide screen: right of centre, radius 0.6 of the half height, halo 1.17 of it.
    expect(box.x + box.width / 2).toBeGreaterThan(1440 / 2);
    expect(box.width).toBeCloseTo(2 * 1.17 * 0.6 * 450, -1);
    const shot = await page.screenshot();
    const bare = await context.newPage();
    await withoutStill(bare);
    await bare.goto('/');
    await expect(bare.locator(still)).toHaveCount(0);
    const reference = await bare.screenshot();
    // Body and halo cover most of the picture's square; the dots stand out strongly.
    const anyChange = await painted(browser, reference, shot, box, 6);
    expect(anyChange.count).toBeGreaterThan(box.width * box.height * 0.45);
    const dots = await painted(browser, reference, shot, box, 100);
    expect(dots.count).toBeGreaterThan(2000);
    await context.close();
  });
}

test('before the scripts run, the still follows the dark theme the pre-paint script chose', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Only the inline pre-paint script runs: the page as it is painted before its modules load.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator(still)).toBeVisible();
  const dotColour = await page.locator('.globe-still__dots').evaluate((element) => getComputedStyle(element).stroke);
  expect(dotColour).toBe('rgb(91, 146, 224)');
  await context.close();
});

test('the live 2D globe takes over where the still stood, the same size, and the still goes', async ({ browser }) => {
  const viewport = { width: 1440, height: 900 };
  const off = await browser.newContext({ javaScriptEnabled: false, viewport });
  const before = await off.newPage();
  await before.goto('/');
  const box = await stillBox(before);
  const stillShot = await before.screenshot();
  const bare = await off.newPage();
  await withoutStill(bare);
  await bare.goto('/');
  const reference = await bare.screenshot();
  await off.close();

  const on = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await on.newPage();
  await skipConsent(page);
  await withoutWebgl(page);
  await gotoHydrated(page, '/');
  await expectRenderer(page, 'flat');
  await expect.poll(async () => (await globeStats(page)).frames).toBeGreaterThan(0);
  await expect(page.getByTestId('globe-still')).toHaveCount(0);
  // The marker labels are not part of the still: out of the picture for the comparison.
  await page.locator('.globe-markers').evaluate((element: HTMLElement) => {
    element.style.visibility = 'hidden';
  });
  const liveShot = await page.screenshot();
  await on.close();

  // The dots of the live globe lie where the still's lay: every quarter aligns best unshifted.
  const shifts = await dotShifts(browser, reference, stillShot, liveShot, box);
  for (const shift of shifts) {
    expect(Math.abs(shift.dx)).toBeLessThanOrEqual(1);
    expect(Math.abs(shift.dy)).toBeLessThanOrEqual(1);
    expect(shift.match).toBeGreaterThan(0.5);
  }
  // And the live globe has as many strongly painted (dot) pixels in the picture's square as the still.
  const liveDots = await painted(browser, reference, liveShot, box, 100);
  const stillDots = await painted(browser, reference, stillShot, box, 100);
  expect(liveDots.count).toBeGreaterThan(stillDots.count * 0.7);
});

test('after a visit elsewhere, home shows the live globe and no stale still', async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await gotoHydrated(page, '/');
  await expect(page.getByTestId('globe-still')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: dictionaries.en.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('banner').getByRole('link', { name: dictionaries.en.nav.home, exact: true }).click();
  await expect(page.getByTestId('globe-stage')).toHaveClass(/globe-stage--hero/);
  await expect(page.getByTestId('globe-still')).toHaveCount(0);
  await expectRenderer(page, 'flat');
});

test('the headline stays the largest contentful paint', async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await gotoHydrated(page, '/');
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(element ? (element.closest('h1') ? 'h1' : `${element.tagName} ${element.className}`) : 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest).toBe('h1');
});
