import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';

test.describe('theme', () => {
  test('follows the system preference when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('the toggle switches, is stored, and survives navigation and reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/');
    const toggle = page.getByTestId('site-header').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.getByTestId('site-header').getByRole('link', { name: 'About' }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('under reduced motion a theme switch starts no transition: text far down the page takes the new colours at once', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await skipConsent(page);
    await gotoHydrated(page, '/about');
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // The footer's content is skipped while off screen (content-visibility), so its style is computed only
    // now; a fresh copy of it, which has nothing to transition from, shows the colours it must have.
    const colours = await page.locator('.site-footer__brand').evaluate((brand) => {
      const copy = brand.cloneNode(true) as HTMLElement;
      brand.after(copy);
      const colour = (element: Element): string[] =>
        [...element.querySelectorAll('*')].map((node) => getComputedStyle(node).color);
      return {
        shown: colour(brand),
        fresh: colour(copy),
        transitions: document.getAnimations().filter((animation) => animation instanceof CSSTransition).length,
      };
    });
    expect(colours.shown).toEqual(colours.fresh);
    expect(colours.transitions).toBe(0);
  });

  test('a stored choice beats the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('is applied before the first paint, by the inline script, not by the app', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // No application JavaScript at all: only the inline head script can have set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/services');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(7, 14, 26)');
  });
});
