/**
 * The markets' colour on the globe, read from a screenshot (issue 55): each pixel over the globe's disc
 * is turned back into the latitude and longitude it shows (the inverse of src/globe/geo.ts rotate, from
 * where the runtime last drew the globe), and the dots' pixels inside a box of latitude and longitude
 * are counted by hue: warm (the markets' accent) or blue (the other dots).
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { globeStats } from './globe';
import type { GlobePlacement } from '../../../src/globe/globeStats';
import { measureShots } from './screenshotPixels';

/** A box of latitude and longitude, degrees, inside one country. */
interface LatLonBox {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** Inland boxes, clear of coasts and borders: Türkiye (a market) and its neighbour Iran (not one). */
const turkeyInland: LatLonBox = { south: 37.4, north: 40.6, west: 29, east: 42 };
const iranInland: LatLonBox = { south: 29, north: 35, west: 51, east: 58 };

interface HueCount {
  /** Pixels of the box that show it (facing the viewer). */
  area: number;
  warm: number;
  blue: number;
}

/** Counts the warm and the blue pixels of each box in a screenshot (device pixels = CSS pixels here). */
function huesIn(
  browser: Browser,
  shot: Buffer,
  globe: GlobePlacement,
  boxes: readonly LatLonBox[],
): Promise<HueCount[]> {
  return measureShots(
    browser,
    [shot],
    ([image], { globe: { cx, cy, radius, phi, theta }, boxes: areas }) => {
      if (!image) throw new Error('the screenshot did not decode');
      const counts = areas.map(() => ({ area: 0, warm: 0, blue: 0 }));
      const [cp, sp, ct, st] = [Math.cos(phi), Math.sin(phi), Math.cos(theta), Math.sin(theta)];
      const x0 = Math.max(0, Math.floor(cx - radius));
      const x1 = Math.min(image.width, Math.ceil(cx + radius));
      const y0 = Math.max(0, Math.floor(cy - radius));
      const y1 = Math.min(image.height, Math.ceil(cy + radius));
      for (let py = y0; py < y1; py += 1) {
        for (let px = x0; px < x1; px += 1) {
          const sx = (px + 0.5 - cx) / radius;
          const sy = -(py + 0.5 - cy) / radius;
          const depth = 1 - sx * sx - sy * sy;
          if (depth <= 0.05) continue;
          const sz = Math.sqrt(depth);
          // geo.ts rotate, undone: the tilt first, then the yaw.
          const y = sy * ct + sz * st;
          const z1 = -sy * st + sz * ct;
          const x = sx * cp - z1 * sp;
          const z = sx * sp + z1 * cp;
          const lat = (Math.asin(Math.max(-1, Math.min(1, y))) * 180) / Math.PI;
          const lon = (Math.atan2(x, z) * 180) / Math.PI;
          const index = (py * image.width + px) * 4;
          const red = image.data[index] ?? 0;
          const green = image.data[index + 1] ?? 0;
          const blue = image.data[index + 2] ?? 0;
          const high = Math.max(red, green, blue);
          const chroma = high - Math.min(red, green, blue);
          let hue = -1;
          if (chroma >= 60) {
            if (high === red) hue = (60 * ((green - blue) / chroma) + 360) % 360;
            else if (high === green) hue = 60 * ((blue - red) / chroma) + 120;
            else hue = 60 * ((red - green) / chroma) + 240;
          }
          areas.forEach((area, which) => {
            if (lat < area.south || lat > area.north || lon < area.west || lon > area.east) return;
            const count = counts[which];
            if (!count) return;
            count.area += 1;
            if (hue >= 15 && hue <= 55) count.warm += 1;
            if (hue >= 195 && hue <= 235) count.blue += 1;
          });
        }
      }
      return counts;
    },
    { globe, boxes },
  );
}

/**
 * The page's clock for a picture of the markets' hues: the sun over Türkiye and Iran (10:00 UTC), so their dots
 * are read at their day strength whenever the test runs, not dimmed by the night into the body's colour.
 */
export const morningOverTheMarkets = '2026-12-07T10:00:00Z';

/** Hides the places' markers (labels and chips over the dots) for a picture of the dots alone. */
async function hideMarkers(page: Page): Promise<void> {
  await page.locator('.globe-markers').evaluateAll((found) => {
    for (const element of found) if (element instanceof HTMLElement) element.style.setProperty('display', 'none');
  });
}

/**
 * On a hero globe drawn with the markers hidden: Türkiye's inland dots are drawn in the markets' colour, Iran's
 * in blue, with enough of each country in view to tell (both globes' pixel tests, issue 55).
 */
export async function expectTurkeyWarmIranBlue(page: Page, browser: Browser, colorScheme: string): Promise<void> {
  await hideMarkers(page);
  const { main } = await globeStats(page);
  const [turkey, iran] = await huesIn(browser, await page.screenshot(), main, [turkeyInland, iranInland]);
  const seen = JSON.stringify({ colorScheme, turkey, iran });
  expect(turkey?.area, seen).toBeGreaterThan(200);
  expect(iran?.area, seen).toBeGreaterThan(200);
  expect(turkey?.warm, seen).toBeGreaterThanOrEqual(20);
  expect(iran?.blue, seen).toBeGreaterThanOrEqual(20);
  expect(iran?.warm, seen).toBeLessThanOrEqual(2);
}
