import { expect, test } from '@playwright/test';
import { axeViolations, colourRules } from './support/axe';
import { gridReports, problemsAt, raggedness } from './support/evenGrids';
import { gotoHydrated } from './support/hydration';
import { localizePath, locales, pageCases } from './support/site';
import { watchPage } from './support/watch';

const notFoundUrls = locales.map((locale) => localizePath('/no-such-page', locale));
/**
 * A sub-service URL renders its category's page with one card highlighted, and a category's twin
 * (/it-services) renders its /services page (unit/subServiceRender.test.ts proves both for every one, in
 * every language): every category page is checked here in each language, and a highlighted card once per
 * language, each language on another category's first sub-service, so three categories' cards are seen.
 */
const subServices = pageCases.filter(({ route }) => route.id.startsWith('sub-service:'));
const categories = [...new Set(subServices.map(({ route }) => route.service?.category))];
/** Per language, the first sub-service of another category: the first language takes the first category. */
const subServiceStandIns = new Set(
  locales.map(
    (locale, index) =>
      subServices.find((page) => page.locale === locale && page.route.service?.category === categories[index])?.url,
  ),
);
const checked = pageCases.filter(
  ({ route, url }) =>
    !route.id.startsWith('service-twin:') && (!route.id.startsWith('sub-service:') || subServiceStandIns.has(url)),
);
const urls = [...checked.map((page) => page.url), ...notFoundUrls];

/**
 * Every page, loaded once: no errors, no CSP violations, no foreign requests, and no axe violations in the
 * light theme, then in the dark one (the visitor's system switches; the page follows: colours are all that
 * changes, so axe's colour rules), then at phone width,
 * where no page may scroll sideways (long German words, tables, addresses). At 1440, 1024 and 390 px every
 * grid keeps rows of equal length (support/evenGrids.ts). A page loaded in the dark
 * theme from the start hydrates without a mismatch: hydration.spec.ts, one page of each kind.
 */
for (const url of urls) {
  test(`${url} is clean and accessible in light, dark and at phone width`, async ({ page, baseURL }) => {
    const problems = await watchPage(page, new URL(baseURL ?? '').origin, { notFoundPage: notFoundUrls.includes(url) });
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(url);
    // The consent banner mounts only after hydration: once it is there, the page is interactive.
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await axeViolations(page), 'light theme').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await axeViolations(page, { rules: colourRules }), 'dark theme').toEqual([]);
    // Grids keep their rows even at the widths the site is designed for (a theme changes no layout).
    const raggedRows = [...(await problemsAt(page, 1440)), ...(await problemsAt(page, 1024))];

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await axeViolations(page), 'phone width').toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'sideways scroll at 390 px',
    ).toBeLessThanOrEqual(0);
    raggedRows.push(...(await problemsAt(page, 390)));
    expect(raggedRows, 'grid rows of unequal length').toEqual([]);

    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
  });
}

test('the grid check sees a ragged row', async ({ page }) => {
  // A fifth card in a four-column grid: the check must report it.
  await page.setViewportSize({ width: 1440, height: 900 });
  // After hydration: a card appended before it would be removed by React as a mismatch.
  await gotoHydrated(page, '/careers');
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByTestId('careers-benefits').evaluate((grid) => grid.append(grid.children[0]?.cloneNode(true) ?? ''));
  const report = (await gridReports(page)).find((entry) => entry.grid.includes('careers-benefits'));
  expect(report?.rows).toEqual([4, 1]);
  expect(report && raggedness(report)).toBe('rows of 4, 1 items');
});
