/**
 * The globe's body and light with the 2D globe (the default e2e browser has no WebGL): a sphere under the
 * dots, a halo around it, nothing beyond, painted once by the page and not by the canvas; under reduced
 * motion one frame and then none (arcs and pulses stand still); the sun's night side dimmer, never gone. The
 * WebGL counterpart is in globe-webgl.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { latLonToVec, rotate } from '../../src/globe/geo';
import { nightShare } from '../../src/globe/sun';
import { skipConsent } from './support/forms';
import {
  bodyAndHalo,
  expectRenderer,
  flatOnMainThread,
  framesDrawnOver,
  globeStats,
  inkIn,
  paintedPixels,
} from './support/globe';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the 2D globe's dots lie on a sphere with a halo, ${colorScheme}`, async ({ page, browser }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expectRenderer(page, 'flat');
    await expect.poll(async () => (await bodyAndHalo(page, browser)).body).toBe(1);
    const { halo, beyond } = await bodyAndHalo(page, browser);
    expect(halo).toBe(1);
    expect(beyond).toBe(0);
    // The canvas draws what moves (dots, arcs, pulses), not the body: between the dots it stays clear.
    const { main } = await globeStats(page);
    const side = main.radius * 0.5;
    const middle = await paintedPixels(page, '.globe-stage__flat', {
      x: main.cx - side / 2,
      y: main.cy - side / 2,
      width: side,
      height: side,
    });
    expect(middle.painted).toBeGreaterThan(0);
    expect(middle.painted).toBeLessThan(side * side * 0.6);
  });
}

test('under reduced motion the arcs and pulses stand still: no frames after the first', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expectRenderer(page, 'flat');
  await expect.poll(() => framesDrawnOver(page, 60)).toBe(0);
  expect(await framesDrawnOver(page, 120)).toBe(0);
});

test("the sun lights home's globe: Africa's dots at 20:00 UTC draw at the night's share of their 08:00 ink", async ({
  page,
}) => {
  // On the page's thread, so the canvas read is the frame drawn at the page's fixed clock.
  await flatOnMainThread(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const ink: number[] = [];
  // Chad, facing the viewer on home and far from the arcs and the markets: in the morning sun at 08:00 UTC in
  // December, in the night at 20:00.
  for (const time of ['2026-12-07T08:00:00Z', '2026-12-07T20:00:00Z']) {
    await page.clock.setFixedTime(time);
    await page.goto('/');
    await expectRenderer(page, 'flat');
    await expect.poll(async () => (await globeStats(page)).frames).toBeGreaterThan(0);
    const { main } = await globeStats(page);
    const chad = rotate(latLonToVec(12, 19), main, { x: 0, y: 0, z: 0 });
    const side = main.radius * 0.24;
    const box = {
      x: main.cx + chad.x * main.radius - side / 2,
      y: main.cy - chad.y * main.radius - side / 2,
      width: side,
      height: side,
    };
    ink.push(await inkIn(page, '.globe-stage__flat', box));
  }
  const [day = 0, night = 0] = ink;
  expect(day, 'dots in the box by day').toBeGreaterThan(20);
  expect(night / day, `ink ${day.toFixed(0)} by day, ${night.toFixed(0)} by night`).toBeGreaterThan(nightShare - 0.1);
  expect(night / day, `ink ${day.toFixed(0)} by day, ${night.toFixed(0)} by night`).toBeLessThan(nightShare + 0.1);
});
