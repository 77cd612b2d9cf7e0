import { expect, test } from '@playwright/test';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import { gotoHydrated, holdHydration, waitForHydration } from './support/hydration';

const en = consentTexts.en;

test('the banner shows on a first visit with both choices equally prominent', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading')).toHaveText(en.title);
  const decline = banner.getByRole('button', { name: en.decline });
  const accept = banner.getByRole('button', { name: en.accept });
  const style = (button: typeof decline) =>
    button.evaluate((element) => {
      const css = getComputedStyle(element);
      return [css.backgroundColor, css.color, css.fontSize, css.fontWeight, css.borderColor].join();
    });
  expect(await style(decline)).toBe(await style(accept));
  const position = await banner.evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('fixed');
});

for (const [choice, label] of [
  ['declined', en.decline],
  ['accepted', en.accept],
] as const) {
  test(`choosing "${label}" stores ${choice}, hides the banner, and it stays hidden`, async ({ page, context }) => {
    await page.goto('/services');
    await page.getByTestId('cookie-banner').getByRole('button', { name: label }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(choice);
    await page.reload();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await page.goto('/de/about');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    // Nothing else is kept: no cookies, and only the consent (and theme) in storage.
    expect(await context.cookies()).toEqual([]);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => key !== 'theme')).toEqual(['cookieConsent']);
  });
}

test('"Cookie settings" in the footer reopens the banner to change the choice', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsent', 'accepted');
      sessionStorage.setItem('seeded', '1');
    }
  });
  // The footer's button is prerendered; it reopens the banner once the page has hydrated.
  await gotoHydrated(page, '/about');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await page.getByTestId('cookie-settings').click();
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await banner.getByRole('button', { name: en.decline }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
});

test('the banner comes with the first paint, and a choice made before the scripts run is kept', async ({ page }) => {
  const release = await holdHydration(page);
  await page.goto('/de/about');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner.getByRole('heading')).toHaveText(consentTexts.de.title);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: consentTexts.de.accept }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  release();
  await waitForHydration(page);
  await expect(banner).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(banner).toBeHidden();
});

test('without JavaScript there is no banner: nothing is stored then', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await context.close();
});

test("the banner's privacy link leads to the privacy policy", async ({ page }) => {
  await page.goto('/blog');
  await page.getByTestId('cookie-banner').getByRole('link', { name: en.privacyLink }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test('the banner speaks the language of a /de or /tr page', async ({ page }) => {
  await page.goto('/de/contact');
  await expect(page.getByTestId('cookie-banner').getByRole('heading')).toHaveText(consentTexts.de.title);
  await page.goto('/tr');
  await expect(page.getByTestId('cookie-banner').getByRole('heading')).toHaveText(consentTexts.tr.title);
});

test.describe('on an English page with a French browser', () => {
  test.use({ locale: 'fr-FR' });
  test('the banner speaks French', async ({ page }) => {
    // The prerendered banner is English: it stays hidden rather than showing in the wrong language.
    const release = await holdHydration(page);
    await page.goto('/about');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner.locator('h2')).toHaveText(en.title);
    await expect(banner).toBeHidden();
    release();
    await expect(banner.getByRole('heading')).toHaveText(consentTexts.fr.title);
    await expect(banner).toHaveAttribute('lang', 'fr');
  });
});

test.describe('with an Arabic browser', () => {
  test.use({ locale: 'ar-EG' });
  test('the banner is laid out right to left', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner.getByRole('heading')).toHaveText(consentTexts.ar.title);
    await expect(banner).toHaveAttribute('dir', 'rtl');
    expect(await banner.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });
});

test.describe('with a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });
  test('the banner falls back to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner').getByRole('heading')).toHaveText(en.title);
  });
});
