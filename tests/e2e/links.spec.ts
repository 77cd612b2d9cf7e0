import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { localizePath, locales } from './support/site';

/**
 * Issue 15, item 5: every link says where it goes, and no link in a page's content leads back to that page.
 * The prerendered links of every page are checked in tests/unit/serverRender.test.ts; these need a browser.
 */

/** Link texts that say nothing about the target (Lighthouse's list for English, and its German and Turkish kin). */
const genericTexts = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'hier',
  'hier klicken',
  'mehr',
  'mehr erfahren',
  'mehr infos',
  'mehr informationen',
  'weiter',
  'weiterlesen',
  'burada',
  'buraya tıklayın',
  'daha fazla',
  'daha fazla bilgi',
  'devamı',
  'devamını oku',
  'tıklayın',
]);

for (const locale of locales) {
  test(`the home catalogue's links name their page, or ask the visitor to talk to us (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localizePath('/', locale));
    const links = page.locator('.catalogue-item a');
    const names = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.textContent.trim()));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(genericTexts.has(name.toLowerCase())).toBe(false);
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
