import { expect, test } from '@playwright/test';
import { localizePath, locales } from '../../src/i18n/locales';
import { gotoHydrated } from './support/hydration';
import { tabThrough, visibleControls } from './support/keyboard';
import { dictionaries } from './support/site';

/**
 * What the accessibility statement says the keyboard test covers (accessibility.checks): one page of each
 * kind (home, a service page, a form page, a legal page, the globe demo) in English, German and Turkish.
 * With the cookie banner open, Tab reaches every visible link and button, the skip link first, each with
 * a visible focus ring; a tab list's other tabs by the arrow keys.
 */
const pageOfEachKind = ['/', '/services/it', '/contact', '/privacy-policy', '/globe-demo'] as const;

for (const locale of locales)
  for (const path of pageOfEachKind) {
    const url = localizePath(path, locale);
    test(`every control of ${url} is reachable by Tab with a visible focus`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, url);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      const stops = await tabThrough(page, 400);
      expect(stops[0]?.key).toContain(dictionaries[locale].header.skipLink);
      expect(stops.filter((stop) => !stop.visibleFocus)).toEqual([]);
      const reached = new Set(stops.map((stop) => stop.key));
      const missed = (await visibleControls(page)).filter(
        (control) => !reached.has(control) && !control.includes(dictionaries[locale].header.skipLink),
      );
      expect(missed).toEqual([]);
      // A tab list (home's services): Tab reaches its selected tab, the arrow keys the others.
      const tabs = page.getByRole('tab');
      if ((await tabs.count()) > 1) {
        await page.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(tabs.nth(1)).toBeFocused();
      }
    });
  }
