import { axeViolations } from './support/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import { consentLanguages } from '../../src/i18n/consent/texts';
import { gotoHydrated } from './support/hydration';
import { dictionaries, localizePath, locales } from './support/site';
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
    test(`the banner takes at most a quarter of the screen and keeps its whole text readable (${language})`, async ({
      browser,
    }) => {
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
  test(`on the globe demo, the pause control reached by keyboard stops clear of the banner (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await gotoHydrated(page, '/globe-demo');
    const banner = await settled(page);
    const pause = page.getByTestId('globe-pause');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    for (
      let step = 0;
      step < 80 && !(await pause.evaluate((element) => element === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    await expect(pause).toBeInViewport({ ratio: 1 });
    expect(overlap(await box(banner), await box(pause))).toBe(false);
  });
}

test('on the globe demo at 1280 × 800, each variant tile reached by Tab shows whole above the banner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/de/globe-demo');
  const banner = await settled(page);
  const words = dictionaries.de.globeDemo;
  for (const number of [1, 2, 3, 4]) {
    const tile = page.getByRole('button', { name: words.presentVariant.replace('{{number}}', String(number)) });
    for (let step = 0; step < 60 && !(await tile.evaluate((element) => element === document.activeElement)); step += 1)
      await page.keyboard.press('Tab');
    await expect(tile).toBeFocused();
    // Found with the grid kept in place (sticky): tiles 3 and 4 half under the banner, caption and all.
    await expect(tile).toBeInViewport({ ratio: 1 });
    expect(overlap(await box(banner), await box(tile)), `variant ${String(number)}`).toBe(false);
  }
});

/**
 * WCAG 2.2's 2.4.12 (Focus Not Obscured, Enhanced): a control that takes focus shows whole, above the open
 * cookie banner and below the fixed header, whether the visitor tabs to it or taps the part still in view.
 */
test.describe('on a phone with the cookie banner open, a focused field shows whole', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  async function expectClear(page: Page, field: Locator, name: string): Promise<void> {
    const banner = page.getByTestId('cookie-banner');
    const header = page.getByTestId('site-header');
    await expect
      .poll(
        async () => {
          const [control, bannerBox, headerBox] = await Promise.all([box(field), box(banner), box(header)]);
          const room = bannerBox.top - headerBox.bottom;
          // A field taller than the room between them shows from its top.
          const clear =
            control.top >= headerBox.bottom - 0.5 &&
            (control.bottom <= bannerBox.top + 0.5 || control.bottom - control.top > room);
          return clear
            ? 'clear'
            : `field ${control.top.toFixed(0)}-${control.bottom.toFixed(0)}, header ends ${headerBox.bottom.toFixed(0)}, banner starts ${bannerBox.top.toFixed(0)}`;
        },
        { message: name },
      )
      .toBe('clear');
  }

  for (const [path, form] of [
    ['/contact', '#contact-form'],
    ['/careers', '#application-form form'],
  ] as const) {
    test(`tabbing through the form on ${path}`, async ({ page }) => {
      await gotoHydrated(page, path);
      await settled(page);
      const fields = page
        .locator(`${form} :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea, button)`)
        .filter({ visible: true });
      const count = await fields.count();
      expect(count).toBeGreaterThan(4);
      await fields.first().focus();
      for (let index = 0; index < count; index += 1) {
        const focused = page.locator(':focus');
        await expectClear(
          page,
          focused,
          `field ${index + 1} of ${count}: ${await focused.evaluate((element) => element.id || element.outerHTML.slice(0, 80))}`,
        );
        await page.keyboard.press('Tab');
      }
    });
  }

  test('tapping the visible edge of a field the banner covers', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const banner = await settled(page);
    const message = page.locator('#contact-message');
    // Scroll so that only the top of the message field, a strip a finger can hit, shows above the banner.
    const { top } = await box(banner);
    await message.evaluate((element, bannerTop) => {
      window.scrollBy({ top: element.getBoundingClientRect().top - (bannerTop - 40), behavior: 'instant' });
    }, top);
    const edge = await box(message);
    expect(edge.top).toBeLessThan(top);
    await page.touchscreen.tap(195, edge.top + 20);
    await expect(message).toBeFocused();
    await expectClear(page, message, 'the tapped message field');
  });
});
