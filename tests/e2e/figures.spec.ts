import { expect, test } from '@playwright/test';
import { greenEnergyVariant } from '../../src/content/services/greenEnergyVariant';
import { dictionaries, localizePath, locales } from './support/site';

/** Issue 15, item 2: the site never shows two contradicting sets of figures, and every label is true. */
for (const locale of locales) {
  const copy = dictionaries[locale];

  test(`/green-energy answers 301 to the one green energy page (${locale})`, async ({ request }) => {
    const response = await request.get(`${localizePath('/green-energy', locale)}?from=footer`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${localizePath('/services/green-energy', locale)}?from=footer`);
  });

  test(`the energy page's renewable card leads to the green energy page itself (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/services/energy', locale));
    const hrefs = await page
      .getByRole('main')
      .locator('a[href*="green-energy"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([localizePath('/services/green-energy', locale)]));
  });

  test(`the green energy page shows variant ${greenEnergyVariant}'s figures only (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/services/green-energy', locale));
    const labels = page.getByTestId('service-stats').locator('dt');
    const text = copy.servicePages.greenEnergy.stats;
    const [shown, hidden] = greenEnergyVariant === 'B' ? [text.capacity, text.installed] : [text.installed, text.capacity];
    await expect(labels).toContainText([shown]);
    await expect(page.getByTestId('service-stats')).not.toContainText(hidden);
  });

  test(`figure labels say what they count: team experience, services, countries beyond Germany (${locale})`, async ({ page }) => {
    await page.goto(localizePath('/', locale));
    const home = page.locator('#home').getByTestId('service-stats');
    await expect(home).toContainText(copy.home.stats.services);
    await expect(home).toContainText(copy.home.stats.countries);
    await page.goto(localizePath('/services/real-estate', locale));
    await expect(page.getByTestId('service-stats')).toContainText(copy.servicePages.realEstate.stats.years);
    // Dubai is named as the emirate of a country, never listed as a country of its own.
    await expect(page.getByRole('main')).toContainText(copy.servicePages.realEstate.countries.dubai);
  });
}

test("English labels read as the specification's figures made true", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#home').getByTestId('service-stats').locator('dt')).toHaveText([
    'Services in our portfolio',
    'Countries beyond Germany',
    'German quality',
  ]);
  await page.goto('/services/networking');
  await expect(page.getByTestId('service-stats')).toContainText('Years of team experience15+');
  await page.goto('/services/real-estate');
  await expect(page.getByRole('main')).toContainText('UAE (Dubai)');
});
