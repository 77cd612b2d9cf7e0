/**
 * The job pages held to what the accessibility statement says of every page (its "same tested page
 * templates"), on the site built with the sample content (one open opening, it-support-specialist, in English
 * and German; /tr/careers lists the English one, marked as English): the careers list with the opening, the
 * opening's page and the application form with the opening chosen (`/careers?job=<slug>`), in en, de and tr.
 * - axe (WCAG 2.2 AA) in the light theme, its colour rules in the dark one, and again at 390 px, where no
 *   page scrolls sideways; no console error, CSP violation or foreign request (as quality.spec.ts does for the
 *   route table's pages).
 * - the keyboard sweep (support/keyboard.ts: every link, button and form control reached by Tab, each with a
 *   focus ring the visitor sees) over the opening's page and the form with the opening chosen.
 */
import { expect, test } from '@playwright/test';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { axeViolations, colourRules } from './support/axe';
import { sweepPage } from './support/keyboard';
import { watchPage } from './support/watch';

const slug = 'it-support-specialist';
/** The opening's own page in a language: the sample has no Turkish file, and Turkish visitors get the English page. */
const openingPage = (locale: Locale): string => localizePath(`/careers/${slug}`, locale === 'tr' ? 'en' : locale);
const chosenInForm = (locale: Locale): string => `${localizePath('/careers', locale)}?job=${slug}`;
/** The list, the opening and the form with it chosen, in each language: eight pages (Turkish has no opening page). */
const jobPages = [
  ...new Set(
    locales.flatMap((locale) => [localizePath('/careers', locale), openingPage(locale), chosenInForm(locale)]),
  ),
];

test('the Turkish careers list leads to the English page of the opening', async ({ page }) => {
  await page.goto('/tr/careers');
  await expect(page.getByTestId('job-list').getByRole('link', { name: /IT support specialist/ })).toHaveAttribute(
    'href',
    openingPage('tr'),
  );
});

for (const url of jobPages) {
  test(`${url} is clean and accessible in light, dark and at phone width`, async ({ page, baseURL }) => {
    const problems = await watchPage(page, new URL(baseURL ?? '').origin);
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

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await axeViolations(page), 'phone width').toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'sideways scroll at 390 px',
    ).toBeLessThanOrEqual(0);
    expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
  });
}

for (const locale of locales)
  for (const url of [
    ...(locale === 'tr' ? [] : [openingPage(locale)]),
    `${localizePath('/careers', locale)}?job=${slug}`,
  ])
    test(`every control of ${url} is reachable by Tab with a visible focus`, async ({ page }) => {
      await sweepPage(page, url, locale);
    });
