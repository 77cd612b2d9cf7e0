import { test } from '@playwright/test';

/** Not an assertion: pictures to look at by eye. Run with `npm run screenshots` (SCREENSHOTS=1). */
const pages = (process.env.SCREENSHOT_PAGES ?? '/,/services/it,/de/about,/tr/does-not-exist').split(',');
const widths = [1440, 390];

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken on request only');

for (const theme of ['light', 'dark'] as const) {
  for (const width of widths) {
    for (const path of pages) {
      test(`${path} ${theme} ${width}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const name = `${path.replace(/\//g, '_') || '_'}-${theme}-${width}`;
        await page.screenshot({ path: `tests/.output/screenshots/${name}.png`, fullPage: process.env.FULL === '1' });
      });
    }
  }
}
