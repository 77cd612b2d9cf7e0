/**
 * The way to the open job, against the site built with the sample content (tests/fixtures/content: one open job,
 * it-support-specialist, in English and German): home's "We are hiring" line in every language, leading to the
 * careers page. Without content the line is absent (tests/unit/serverRender.test.ts). The job's Apply link
 * (`/careers?job=…#application-form`) opened first shows the globe in its framing from its first frame.
 */
import { expect, test } from '@playwright/test';
import { allMessages } from '../../src/i18n/allMessages';
import { localizePath, locales } from '../../src/i18n/locales';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';

const openJobSlug = 'it-support-specialist';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const locale of locales) {
  test(`home says "we are hiring" while a job is open and leads to the careers page (${locale})`, async ({ page }) => {
    const copy = allMessages[locale];
    await gotoHydrated(page, localizePath('/', locale));
    const line = page.getByTestId('hiring-line');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(copy.home.hiring);
    await line.getByRole('link').click();
    await expect(page).toHaveURL(localizePath('/careers', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.careers.heading);
  });
}

/** Every animation frame from the start: the live body's box while it can be seen (none while hidden). */
function recordBodyBoxes(): void {
  const boxes: { x: number; y: number; width: number }[] = [];
  Object.assign(window, { __bodyBoxes: boxes });
  const sample = (): void => {
    const body = document.querySelector('[data-testid=globe-body]');
    if (body?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      const { x, y, width } = body.getBoundingClientRect();
      boxes.push({ x, y, width });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the job's Apply link opened first frames the globe from its first frame (issue 54, ${String(viewport.width)} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(recordBodyBoxes);
    await page.goto(`/careers?job=${openJobSlug}#application-form`);
    const boxes = () =>
      page.evaluate(
        () => (window as unknown as { __bodyBoxes: { x: number; y: number; width: number }[] }).__bodyBoxes,
      );
    // Sixty frames after the globe first showed: the company framing has long settled.
    await expect.poll(async () => (await boxes()).length, { timeout: 15_000 }).toBeGreaterThan(60);
    const seen = await boxes();
    const settled = seen.at(-1);
    if (!settled) throw new Error('the globe never showed');
    // The company framing: the globe rises from the right, its centre right of the middle.
    expect(settled.x).toBeGreaterThan(viewport.width / 2 - settled.width / 2);
    for (const [frame, box] of seen.entries()) {
      expect(Math.abs(box.x - settled.x), `frame ${String(frame)}: x`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.y - settled.y), `frame ${String(frame)}: y`).toBeLessThanOrEqual(2);
      expect(Math.abs(box.width - settled.width), `frame ${String(frame)}: size`).toBeLessThanOrEqual(2);
    }
  });
}
