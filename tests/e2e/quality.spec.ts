import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localizePath, locales, pageCases } from './support/site';
import { watchPage } from './support/watch';

const notFoundUrls = locales.map((locale) => localizePath('/no-such-page', locale));
const urls = [...pageCases.map((page) => page.url), ...notFoundUrls];

/** Every page, both themes: no errors, no CSP violations, no foreign requests, no axe violations. */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    for (const url of urls) {
      test(`${url} is clean and accessible`, async ({ page, baseURL }) => {
        const problems = await watchPage(page, new URL(baseURL ?? '').origin, { notFoundPage: notFoundUrls.includes(url) });
        await page.goto(url);
        // The consent banner mounts only after hydration: once it is there, the page is interactive.
        await expect(page.getByTestId('cookie-banner')).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark).*$/);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));

        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const violations = axe.violations.map((violation) => ({
          rule: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
        expect(violations).toEqual([]);
        expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
      });
    }
  });
}

/** On a phone, no page may scroll sideways (long German words, tables, addresses). */
test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const url of urls) {
    test(`${url} fits 390 px without horizontal scrolling`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
