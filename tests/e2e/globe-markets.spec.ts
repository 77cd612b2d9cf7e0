/**
 * Issue 55 with the 2D globe: the company's markets lit on home (Türkiye's dots in the accent colour, its
 * neighbour Iran's in the dots' blue, both themes, desktop and phone), and a kiosk that faces the markets:
 * a minute of its frames on the page's clock, each showing a market in front and no arc beyond the halo.
 * The WebGL counterpart of the first is in globe-webgl.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { latLonToVec, rotate } from '../../src/globe/geo';
import { sitePlaces } from '../../src/content/places';
import { haloScale } from '../../src/globe/look';
import { skipConsent } from './support/forms';
import { expectRenderer, flatOnMainThread, globeStats, paintedOutsideCircle, withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { expectTurkeyWarmIranBlue, morningOverTheMarkets } from './support/marketPixels';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`on home at ${width} px the 2D globe draws Türkiye's dots in the markets' colour and Iran's in blue, both themes`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height });
    await page.clock.setFixedTime(morningOverTheMarkets);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await gotoHydrated(page, '/');
      await expectRenderer(page, 'flat');
      await expect(page.getByTestId('globe-still')).toHaveCount(0);
      await expectTurkeyWarmIranBlue(page, browser, colorScheme);
    }
  });
}

const runMs = 60_000;
const everyMs = 2000;

for (const query of ['?kiosk=1', '?kiosk=1&tour=1']) {
  test(`a kiosk (${query}) faces the markets for a minute: one always in front, no arc beyond the halo`, async ({
    page,
  }) => {
    test.setTimeout(4 * 60_000);
    await withoutWebgl(page);
    await flatOnMainThread(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.clock.install();
    await gotoHydrated(page, `/globe-demo${query}`);
    await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const log: string[] = [];
    for (let at = 0; at <= runMs; at += everyMs) {
      const { tiles } = await globeStats(page);
      const shown = Object.values(tiles);
      expect(shown).toHaveLength(1);
      const [globe] = shown;
      if (!globe) throw new Error('no globe on the stage');
      const inFront = Math.max(
        ...sitePlaces.map((place) => rotate(latLonToVec(place.lat, place.lon), globe, { x: 0, y: 0, z: 0 }).z),
      );
      const beyond = await paintedOutsideCircle(page, '.globe-stage__flat', {
        x: globe.cx,
        y: globe.cy,
        radius: globe.radius * haloScale,
      });
      log.push(`${at / 1000} s: nearest market at depth ${inFront.toFixed(2)}, ${beyond} pixels beyond the halo`);
      expect(inFront, log.join('\n')).toBeGreaterThan(0.5);
      expect(beyond, log.join('\n')).toBe(0);
      await page.clock.runFor(everyMs);
    }
  });
}
