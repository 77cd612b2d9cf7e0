/**
 * The globe's body and light on the 2D canvas (the default e2e browser has no WebGL): a sphere under the
 * dots, a halo around it, nothing beyond; under reduced motion one frame and then none (arcs and pulses
 * stand still). The WebGL globe's counterpart is in globe-webgl.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { bodyAndHalo, expectRenderer, framesDrawnDuring } from './support/globe';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the 2D globe draws a sphere and a halo, ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expectRenderer(page, 'flat');
    await expect.poll(async () => (await bodyAndHalo(page, '.globe-stage__flat')).body).toBe(1);
    const { halo, beyond } = await bodyAndHalo(page, '.globe-stage__flat');
    expect(halo).toBe(1);
    expect(beyond).toBe(0);
  });
}

test('under reduced motion the arcs and pulses stand still: no frames after the first', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expectRenderer(page, 'flat');
  await expect.poll(() => framesDrawnDuring(page, 1000, 0)).toBe(0);
  expect(await framesDrawnDuring(page, 2000, 0)).toBe(0);
});
