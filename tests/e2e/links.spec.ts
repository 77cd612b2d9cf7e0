import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { localizePath, locales } from './support/site';
import { genericLinkTexts } from '../genericLinkTexts';

/**
 * Issue 15, item 5: every link says where it goes, and no link in a page's content leads back to that page.
 * The prerendered links of every page are checked in tests/unit/serverRender.test.ts; these need a browser.
 */

for (const locale of locales) {
  test(`the home catalogue's links name their page, or ask the visitor to talk to us (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localizePath('/', locale));
    const links = page.locator('.catalogue-item a');
    const names = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent.trim()));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(genericLinkTexts.has(name.toLowerCase())).toBe(false);
    // Items no page is about (marketing) lead to the contact form instead of an IT page that never mentions them.
    const marketing = page.locator('.catalogue-item').filter({ has: page.locator('a[href$="/contact"]') });
    await expect(marketing).toHaveCount(4);
  });

  test(`the IT page links only away from itself, and says where (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localizePath('/services/it', locale));
    const cardLinks = page.getByTestId('service-cards').getByRole('link');
    await expect(cardLinks).toHaveCount(1);
    await expect(cardLinks).toHaveAttribute('href', localizePath('/services/networking', locale));
  });
}

test('the cookie banner names the privacy policy as its link', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const link = page.getByTestId('cookie-banner').getByRole('link');
  await expect(link).toHaveText('Privacy policy');
});
