import { axeViolations } from './support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import { consentLanguages } from '../../src/i18n/consent/texts';
import { gotoHydrated } from './support/hydration';
import { localizePath, locales } from './support/site';
import { resizeTo } from './support/viewport';

/** A quarter of a 390 x 844 phone screen. */
const QUARTER_OF_PHONE = 844 / 4;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

async function box(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return { top, bottom, left, right };
  });
}

function overlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

async function settled(page: Page): Promise<Locator> {
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return banner;
}

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of consentLanguages) {
    test(`the banner takes at most a quarter of the screen and keeps its whole text readable (${language})`, async ({ browser }) => {
      // Unprefixed pages speak the browser's language; /de and /tr pages their own.
      const context = await browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const site = locales.find((locale) => locale === language);
      await gotoHydrated(page, site ? localizePath('/', site) : '/');
      const banner = await settled(page);
      await expect(banner).toHaveAttribute('lang', language);
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(QUARTER_OF_PHONE);

      // Nothing is cut off or hidden from screen readers: the whole message is in the text, which either
      // shows at full length or scrolls inside the banner; both choices are in view, side by side.
      const texts = consentTexts[language];
      await expect(banner.getByRole('heading', { name: texts.title })).toBeVisible();
      await expect(banner.getByRole('paragraph')).toHaveText(`${texts.message} ${texts.privacyLink}`);
      const text = banner.locator('.cookie-banner__text');
      const { overflowY, scrolls } = await text.evaluate((element) => ({
        overflowY: getComputedStyle(element).overflowY,
        scrolls: element.scrollHeight > element.clientHeight + 1,
      }));
      if (scrolls) expect(overflowY).toBe('auto');
      if (site) expect(scrolls).toBe(false);
      const decline = await box(banner.getByRole('button', { name: texts.decline }));
      const accept = await box(banner.getByRole('button', { name: texts.accept }));
      expect(Math.abs(decline.top - accept.top)).toBeLessThan(1);
      await expect(banner.getByRole('button', { name: texts.accept })).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }
});

for (const [language, colorScheme] of [
  ['en', 'light'],
  ['ru', 'dark'],
] as const) {
  test(`the compact banner passes axe and works by keyboard (${language}, ${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: language, colorScheme, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await gotoHydrated(page, '/about');
    const banner = await settled(page);
    expect(await axeViolations(page, { include: '[data-testid="cookie-banner"]' })).toEqual([]);
    // The banner comes first after the skip link: its link, then both choices.
    const texts = consentTexts[language];
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: texts.privacyLink })).toBeFocused();
    await expect(banner.getByRole('link', { name: texts.privacyLink })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: texts.decline })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await context.close();
  });
}

/** One load per language, then each screen size in turn (a phone, a small phone, tablets, a desktop). */
for (const locale of locales) {
  test(`the banner never covers the globe's pause control, at any size or scroll (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localizePath('/', locale));
    const banner = await settled(page);
    const pause = page.getByTestId('globe-pause');
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
      [820, 1180],
      [390, 844],
      [375, 667],
    ] as const) {
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await resizeTo(page, width, height);
      await expect(pause).toBeVisible();
      for (const scroll of [0, 200, 400, 800]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), scroll);
        expect(overlap(await box(banner), await box(pause)), `${width} x ${height}, scrolled ${scroll} px`).toBe(false);
      }
    }
  });
}

for (const width of [390, 1440]) {
  test(`on the globe demo, the pause control reached by keyboard stops clear of the banner (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await gotoHydrated(page, '/globe-demo');
    const banner = await settled(page);
    const pause = page.getByTestId('globe-pause');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    for (let step = 0; step < 80 && !(await pause.evaluate((element) => element === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    await expect(pause).toBeInViewport({ ratio: 1 });
    expect(overlap(await box(banner), await box(pause))).toBe(false);
  });
}
