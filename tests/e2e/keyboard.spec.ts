import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { sweepPage } from './support/keyboard';
import { dictionaries } from './support/site';

const en = dictionaries.en;

// At 1440 px, one page of each kind in each language: keyboard-sweep.spec.ts (project pages).
for (const width of [390]) {
  test(`every control is reachable by Tab with a visible focus (${width} px)`, async ({ page }) => {
    await sweepPage(page, '/services', 'en', width);
  });
}

test('the skip link jumps to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.header.skipLink })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('#main')).toBeFocused();
});

test('the mobile menu opens and closes by keyboard and by Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/about');
  const button = page.getByTestId('menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#mobile-menu');
  await expect(panel.getByRole('link', { name: en.nav.contact })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: en.nav.home })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: en.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(panel).toBeHidden();
});
