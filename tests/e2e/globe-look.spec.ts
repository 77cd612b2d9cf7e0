/**
 * The globe's body and light with the 2D globe (the default e2e browser has no WebGL): a sphere under the
 * dots, a halo around it, nothing beyond, painted once by the page and not by the canvas; under reduced
 * motion one frame and then none (arcs and pulses stand still). The WebGL counterpart is in globe-webgl.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { bodyAndHalo, expectRenderer, framesDrawnOver, globeStats, paintedPixels } from './support/globe';

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
