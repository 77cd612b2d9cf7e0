import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { en, de, tr } = dictionaries;

test.describe('breadcrumbs', () => {
  test('are hidden on home', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('navigation', { name: en.breadcrumbs.label })).toHaveCount(0);
  });

  test('show Home and one entry per segment, the last one not linked', async ({ page }) => {
    await gotoHydrated(page, '/services/real-estate');
    const trail = page.getByRole('navigation', { name: en.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Services', 'Real estate']);
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Services']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Real estate');
    await trail.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('are localised in German and Turkish, with blog labelled as news', async ({ page }) => {
    await gotoHydrated(page, '/de/blog');
    await expect(page.getByRole('navigation', { name: de.breadcrumbs.label }).getByRole('listitem')).toHaveText([
      de.breadcrumbs.home,
      de.breadcrumbs.segments.blog,
    ]);
    await gotoHydrated(page, '/tr/services/green-energy');
    await expect(page.getByRole('navigation', { name: tr.breadcrumbs.label }).getByRole('listitem')).toHaveText([
      tr.breadcrumbs.home,
      tr.breadcrumbs.segments.services,
      tr.breadcrumbs.segments.greenEnergy,
    ]);
  });

  test('capitalise unknown segments with hyphens as spaces (on the 404 page)', async ({ page }) => {
    await gotoHydrated(page, '/services/hr/team-building-days');
    const trail = page.getByRole('navigation', { name: en.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Services', 'HR', 'Team building days']);
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Services', 'HR']);
  });

  test('on a made-up address, link no part of it that is not a page (de)', async ({ page }) => {
    await gotoHydrated(page, '/de/gibt/es/nicht');
    const trail = page.getByRole('navigation', { name: de.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText([de.breadcrumbs.home, 'Gibt', 'Es', 'Nicht']);
    await expect(trail.getByRole('link')).toHaveText([de.breadcrumbs.home]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Nicht');
  });

  test('name sub-services with the words of their cards, in every language', async ({ page }) => {
    await gotoHydrated(page, '/services/research-development/ai-ml');
    await expect(page.getByRole('navigation', { name: en.breadcrumbs.label }).getByRole('listitem')).toHaveText([
      'Home', 'Services', 'Research & development', 'AI and machine learning',
    ]);
    await gotoHydrated(page, '/de/services/hr/executive-search');
    await expect(page.getByRole('navigation', { name: de.breadcrumbs.label }).getByRole('listitem')).toHaveText([
      de.breadcrumbs.home, de.breadcrumbs.segments.services, de.breadcrumbs.segments.hr, de.overview.categories.hr.subServices.executiveSearch.name,
    ]);
    await gotoHydrated(page, '/tr/services/energy/solar');
    const trail = page.getByRole('navigation', { name: tr.breadcrumbs.label });
    await expect(trail.locator('[aria-current="page"]')).toHaveText(tr.overview.categories.energy.subServices.solar.name);
    await expect(trail.locator('[aria-current="page"]')).not.toHaveText('Solar');
  });
});

test.describe('the 404 page', () => {
  test('answers with status 404, the specified texts and noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
    await expect(page.getByText('Sorry, the requested page does not exist or has been moved.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('offers home, back, three suggestions and the popular pages', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/de/nicht-da');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: de.notFound.home })).toHaveAttribute('href', '/de');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions).toHaveText([
      de.notFound.suggestions.home.title,
      de.notFound.suggestions.services.title,
      de.notFound.suggestions.contact.title,
    ]);
    expect(await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/de',
      '/de/services',
      '/de/contact',
    ]);
    const popular = page.getByTestId('not-found-popular').getByRole('link');
    expect(await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/de/about',
      '/de/services',
      '/de/blog',
      '/de/contact',
      '/de/careers',
    ]);
    await main.getByRole('button', { name: de.notFound.back }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('its links lead to real pages', async ({ page }) => {
    await gotoHydrated(page, '/missing');
    await page.getByTestId('not-found-suggestions').getByRole('link', { name: en.notFound.suggestions.services.title }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.services.heading);
  });
});

test('the footer links the Impressum and the privacy policy on every kind of page', async ({ page }) => {
  for (const url of ['/', '/services/it', '/de/careers', '/tr/no-such-page']) {
    await gotoHydrated(page, url);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href$="/impressum"]')).toHaveCount(1);
    await expect(footer.locator('a[href$="/privacy-policy"]')).toHaveCount(1);
  }
});
