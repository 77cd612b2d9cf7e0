import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import type { Messages } from '../../src/i18n/dictionary';
import { dictionaries, localizePath, locales, type Locale } from './support/site';

const en = dictionaries.en;

async function headerBackground(page: Page): Promise<string> {
  return page.getByTestId('site-header').evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
}

test('the header is transparent on home until scrolled more than 20 px, then solid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await gotoHydrated(page, '/');
  await hydrated(page);
  expect(await headerBackground(page)).toBe('rgba(0, 0, 0, 0)');
  // Each side of the threshold is reached from the other, so each answer is a change to wait for: 21 px turns
  // the header solid, 20 px turns it transparent again, 21 px solid once more, the top transparent.
  for (const [y, transparent] of [
    [21, false],
    [20, true],
    [21, false],
    [0, true],
  ] as const) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    if (transparent)
      await expect.poll(() => headerBackground(page), `scrolled ${String(y)} px`).toBe('rgba(0, 0, 0, 0)');
    else await expect.poll(() => headerBackground(page), `scrolled ${String(y)} px`).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test('the header is solid on other pages from the start', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await hydrated(page);
  expect(await headerBackground(page)).not.toBe('rgba(0, 0, 0, 0)');
});

test('the hero buttons scroll smoothly to their sections without leaving the page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: en.home.ctaServices }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator('#services')).toBeInViewport();
  await page.getByRole('link', { name: en.home.ctaContact }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a path change starts the new page at the top, without reloading the document', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await hydrated(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Decline' }).click();
  const stage = await page.getByTestId('globe-stage').elementHandle();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: en.nav.careers }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.careers.heading);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The fixed stage behind the pages (the globe's home) is the same element: nothing was remounted.
  expect(await stage.evaluate((element) => element.isConnected)).toBe(true);
});

test('the logo falls back to a blue tile with the letter G when the image fails', async ({ page }) => {
  await page.route('**/logo.svg', (route) => route.abort());
  await page.goto('/');
  const fallback = page.getByTestId('site-header').getByTestId('logo-fallback');
  await expect(fallback).toHaveText('G');
  const background = await fallback.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(56, 112, 193)');
});

test('the logo image shows when it loads', async ({ page }) => {
  await gotoHydrated(page, '/');
  await hydrated(page);
  const image = page.getByTestId('site-header').locator('img.logo__image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});

/** The header's main navigation, in order, as the route list names it in a language (navigation.ts). */
const navTexts = (locale: Locale): string[] =>
  ['home', 'services', 'about', 'careers', 'news', 'contact'].map(
    (key) => dictionaries[locale].nav[key as keyof Messages['nav']],
  );

for (const locale of locales) {
  test(`Careers is in the header at 900 and 1024 px, on one line beside logo and tools (${locale})`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizePath('/about', locale));
    const navigation = page.getByTestId('site-header').getByRole('navigation');
    for (const width of [900, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(navigation.getByRole('link')).toHaveText(navTexts(locale));
      const fit = await page.getByTestId('site-header').evaluate((header) => {
        const box = (selector: string) => header.querySelector(selector)?.getBoundingClientRect();
        const links = [...header.querySelectorAll('.site-header__nav a')];
        return {
          oneLine: links.every(
            (link) => link.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(link).lineHeight),
          ),
          logoEnd: box('.site-header__home')?.right ?? Infinity,
          navStart: box('.site-header__nav')?.left ?? -Infinity,
          navEnd: box('.site-header__nav')?.right ?? Infinity,
          toolsStart: box('.site-header__tools')?.left ?? -Infinity,
          overflow: header.scrollWidth > header.clientWidth,
        };
      });
      expect(fit.oneLine, `${String(width)} px`).toBe(true);
      expect(fit.navStart, `${String(width)} px`).toBeGreaterThanOrEqual(fit.logoEnd);
      expect(fit.navEnd, `${String(width)} px`).toBeLessThanOrEqual(fit.toolsStart);
      expect(fit.overflow, `${String(width)} px`).toBe(false);
    }
    await navigation.getByRole('link', { name: dictionaries[locale].nav.careers }).click();
    await expect(page).toHaveURL(localizePath('/careers', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries[locale].careers.heading);
  });

  test(`Careers is in the phone menu and leads to the careers page (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, localizePath('/about', locale));
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.locator('.nav-links a')).toHaveText(navTexts(locale));
    await menu.getByRole('link', { name: dictionaries[locale].nav.careers }).click();
    await expect(page).toHaveURL(localizePath('/careers', locale));
    await expect(menu).toBeHidden();
  });
}
