/**
 * The way to the open job, against the site built with the sample content (tests/fixtures/content: one open job,
 * it-support-specialist, in English and German): home's "We are hiring" line in every language, leading to the
 * careers page. Without content the line is absent (tests/unit/serverRender.test.ts).
 */
import { expect, test } from '@playwright/test';
import { allMessages } from '../../src/i18n/allMessages';
import { localizePath, locales } from '../../src/i18n/locales';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const locale of locales) {
  test(`home says "we are hiring" while a job is open and leads to the careers page (${locale})`, async ({ page }) => {
    const copy = allMessages[locale];
    await gotoHydrated(page, localizePath('/', locale));
    const line = page.getByTestId('hiring-line');
    await expect(line).toBeVisible();
    await expect(line).toHaveText(copy.home.hiring);
    await line.getByRole('link').click();
    await expect(page).toHaveURL(localizePath('/careers', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.careers.heading);
  });
}
