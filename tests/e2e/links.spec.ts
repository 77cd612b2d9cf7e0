import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/**
 * Issue 15, item 5: every link says where it goes. The prerendered links of every page are checked in
 * tests/unit/serverRender.test.ts and serviceRender.test.ts; the cookie banner's exists only in a browser.
 */

test('the cookie banner names the privacy policy as its link', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const link = page.getByTestId('cookie-banner').getByRole('link');
  await expect(link).toHaveText('Privacy policy');
});
