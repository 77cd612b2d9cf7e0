import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { dictionaries } from './support/site';
import { watchPage } from './support/watch';

// Addresses an attacker or a broken link could send a visitor to (issue 12, findings 1 and 10).
const { en } = dictionaries;

test('a protocol-relative path keeps the visitor on the site, and so do the 404 page language links', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const path of ['//evil.example/x/', '///evil.example/x/', '/%5Cevil.example/x/']) {
    await page.goto(`${origin}${path}`);
    expect(new URL(page.url()).origin).toBe(origin);
  }
  const response = await page.goto(`${origin}//evil.example`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  // After hydration the 404 page's language links are built from the visited path: cleaned, on this site.
  // (The header's dropdown and the phone menu each hold the language list.)
  const germanLinks = page.locator('a[hreflang="de"]');
  await expect(germanLinks).toHaveCount(2);
  for (const link of await germanLinks.all()) await expect(link).toHaveAttribute('href', '/de/evil.example');
  // Every site-relative link (mail and social links aside) resolves to this origin.
  const hrefs = await page
    .locator('a[href^="/"], a[href^="\\\\"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) expect(new URL(href).origin, href).toBe(origin);
});

for (const path of ['/about#%', '/about#%E0%A4%A', '/__proto__', '/constructor', '/de/__proto__/toString']) {
  test(`${path} shows a page after hydration, not a blank one`, async ({ page, baseURL }) => {
    const problems = await watchPage(page, new URL(baseURL ?? '').origin, { notFoundPage: true });
    await page.goto(path);
    await waitForHydration(page);
    // A late crash would come with what the page still loads: wait until the network has been quiet.
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(en.error.heading);
    expect(problems.pageErrors).toEqual([]);
  });
}
