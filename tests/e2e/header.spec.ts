import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

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
