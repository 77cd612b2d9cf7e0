import { expect, test } from '@playwright/test';
import { gotoHydrated, holdHydration, waitForHydration } from './support/hydration';
import { catalogue } from '../../src/content/services/catalogue';
import { routePath, serviceRouteId } from '../../src/routes/routes';
import { dictionaries, localizePath } from './support/site';

const en = dictionaries.en;

test('the home service tabs start on IT and follow the arrow keys', async ({ page }) => {
  await gotoHydrated(page, '/');
  const tablist = page.getByRole('tablist', { name: en.catalogue.tabsLabel });
  const it = tablist.getByRole('tab', { name: en.services.it.name });
  await expect(it).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel').locator('li.card')).toHaveCount(catalogue.it.length);
  await expect(page.getByRole('tabpanel').getByText(en.catalogue.available)).toHaveCount(15);

  await it.focus();
  await page.keyboard.press('ArrowRight');
  const energy = tablist.getByRole('tab', { name: en.services.energy.name });
  await expect(energy).toBeFocused();
  await expect(energy).toHaveAttribute('aria-selected', 'true');
  await expect(it).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel').locator('h3')).toHaveText([
    en.catalogue.items.electricity.name,
    en.catalogue.items.gas.name,
  ]);
  await page.keyboard.press('End');
  await expect(tablist.getByRole('tab', { name: en.services.greenEnergy.name })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(it).toHaveAttribute('aria-selected', 'true');

  await tablist.getByRole('tab', { name: en.services.realEstate.name }).click();
  const dubai = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: en.catalogue.items.dubai.name });
  await dubai.getByRole('link', { name: 'More about Real Estate' }).click();
  await expect(page).toHaveURL(/\/services\/real-estate$/);
});

test('on a phone the figures keep clear of the band’s edges, and a tab whose name wraps keeps it beside its icon (issue 54)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  // Each label's lines at least 6 px inside the band's side lines (or the band's edge where it has none).
  const stats = await page.getByTestId('service-stats').evaluate((band) => {
    const box = band.getBoundingClientRect();
    const style = getComputedStyle(band);
    const left = box.left + parseFloat(style.borderLeftWidth);
    const right = box.right - parseFloat(style.borderRightWidth);
    return [...band.querySelectorAll('dt')].map((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = [...range.getClientRects()];
      return {
        label: label.textContent,
        clearance: Math.min(...lines.map((line) => Math.min(line.left - left, right - line.right))),
      };
    });
  });
  expect(stats.map((stat) => stat.label)).toContain(en.home.stats.quality);
  for (const stat of stats) expect(stat.clearance, stat.label).toBeGreaterThanOrEqual(6);

  const tabs = page.getByRole('tablist', { name: en.catalogue.tabsLabel }).getByRole('tab');
  // Per tab: the lines of its name and the gap from the icon's right edge to where the first line starts.
  const layout = await tabs.evaluateAll((elements) =>
    elements.map((tab) => {
      const icon = tab.querySelector('svg')?.getBoundingClientRect();
      const text = [...tab.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
      const range = document.createRange();
      if (text) range.selectNodeContents(text);
      const lines = [...range.getClientRects()];
      return { name: tab.textContent, lines: lines.length, gap: (lines[0]?.left ?? 0) - (icon?.right ?? 0) };
    }),
  );
  const wrapped = layout.filter((tab) => tab.lines > 1);
  // "Energy Trading", "Human Resources", "Research & Development" wrap at 390 px.
  expect(wrapped.length).toBeGreaterThan(0);
  for (const tab of wrapped) expect(tab.gap, tab.name).toBeLessThanOrEqual(10);
});

test('before the scripts run, the tabs already show the IT panel alone, as hydration will leave them', async ({
  page,
}) => {
  const release = await holdHydration(page);
  await page.goto('/');
  const visiblePanels = page.getByRole('tabpanel');
  await expect(visiblePanels).toHaveCount(1);
  await expect(visiblePanels).toHaveAttribute('id', 'panel-it');
  const box = await visiblePanels.boundingBox();
  release();
  await waitForHydration(page);
  await expect(visiblePanels).toHaveAttribute('id', 'panel-it');
  expect(await visiblePanels.boundingBox()).toEqual(box);
});

test('without JavaScript every category of the home catalogue is readable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  // The specification's per-category counts (15, 2, 4, 1, 2, 3, 1) add up to 28 items.
  await expect(page.locator('[role="tabpanel"] li.card')).toHaveCount(Object.values(catalogue).flat().length);
  expect(Object.values(catalogue).flat()).toHaveLength(28);
  await context.close();
});

test('the custom-solution call to action leads to contact', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('link', { name: en.catalogue.customButton })).toHaveAttribute('href', '/contact');
});

test('the services filter defaults to all, filters, and keeps its state in the URL', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const cards = page.getByTestId('overview-cards').locator(':scope > li');
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('radio', { name: en.overview.all })).toBeChecked();
  await page.getByRole('radio', { name: en.services.energy.name }).check();
  await expect(page).toHaveURL(/\/services\?category=energy$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(en.services.energy.name);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('radio', { name: en.services.energy.name })).toBeChecked();
  await page.getByRole('radio', { name: en.overview.all }).check();
  await expect(page).toHaveURL(/\/services$/);
  await expect(cards).toHaveCount(7);
});

test('a shared filtered link opens filtered', async ({ page }) => {
  await gotoHydrated(page, '/de/services?category=hr');
  await expect(page.getByTestId('overview-cards').locator(':scope > li')).toHaveCount(1);
  await expect(page.getByTestId('overview-cards').getByRole('heading', { level: 2 })).toHaveText(
    dictionaries.de.services.hr.name,
  );
});

test('a sub-service link opens its category page at the matching service', async ({ page }) => {
  await gotoHydrated(page, '/services');
  await page.getByRole('link', { name: en.overview.categories.it.subServices.cloud.name }).click();
  await expect(page).toHaveURL(/\/services\/it\/cloud$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.servicePages.it.title);
  const card = page.locator('#service-cloud');
  await expect(card).toBeInViewport();
  await expect(card).toHaveClass(/is-highlighted/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/it$/);
});

test('a sub-service page visited directly also opens at its section, canonical to the category', async ({ page }) => {
  const response = await page.goto('/tr/services/research-development/ai-ml');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#area-ai')).toBeInViewport();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/services\/research-development$/);
});

test('twin routes render their category and point canonical at /services', async ({ page }) => {
  await gotoHydrated(page, '/hr-services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.servicePages.hr.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/hr$/);
  await expect(page).toHaveTitle(`${en.services.hr.name} – Globalis Group`);
});

for (const [locale, category] of [
  ['en', 'it'],
  ['de', 'realEstate'],
  ['tr', 'hr'],
] as const) {
  test(`a service page's Free consultation opens the form with its service chosen (${locale}, ${category})`, async ({
    page,
  }) => {
    const copy = dictionaries[locale];
    await gotoHydrated(page, localizePath(routePath(serviceRouteId(category)), locale));
    await page.getByRole('link', { name: copy.serviceCommon.freeConsultation }).click();
    await expect(page).toHaveURL(`${localizePath('/contact', locale)}?service=${category}`);
    const select = page.locator('#contact-service');
    await expect(select).toHaveValue(category);
    await expect(select.locator('option:checked')).toHaveText(copy.services[category].name);
  });
}
