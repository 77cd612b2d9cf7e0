import { expect, test } from '@playwright/test';
import { skipConsent, uniqueText } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { dictionaries, localizePath } from './support/site';

// After sending (issue 15, item 8): a panel says what happened and what comes next, takes the focus,
// and the form is ready for another message; until then the panel's action is the only one (issue 45) and the
// panel stands alone, the form's fields hidden (issue 54).
test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

for (const locale of ['en', 'de', 'tr'] as const) {
  test(`contact (${locale}): the sent panel takes the focus, names the response time, and offers another message`, async ({
    page,
  }) => {
    const copy = dictionaries[locale].forms;
    await gotoHydrated(page, localizePath('/contact', locale));
    await page.locator('#contact-name').fill('Ada Lovelace');
    await page.locator('#contact-email').fill('ada@example.com');
    await page.locator('#contact-service').selectOption('it');
    await page.locator('#contact-message').fill(uniqueText('sent panel'));
    await page.getByRole('button', { name: copy.contact.submit }).click();

    const panel = page.getByRole('group', { name: copy.contact.sentTitle });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: copy.contact.sentTitle })).toBeVisible();
    await expect(panel).toContainText(copy.contact.next.replace('{{hours}}', '24'));
    await expect(panel).toBeFocused();
    await expect(page.locator('#contact-message')).toHaveValue('');
    // The panel only (issue 54): no emptied form above it, one heading, until another message is begun.
    for (const field of ['name', 'email', 'service', 'message'])
      await expect(page.locator(`#contact-${field}`)).toBeHidden();
    await expect(page.getByTestId('form-privacy')).toBeHidden();
    await expect(page.getByTestId('contact-form').getByRole('heading')).toHaveCount(1);
    // The panel's action is the one way on: the form's send button is gone until another message is begun.
    await expect(page.getByRole('button', { name: copy.contact.submit, exact: true })).toHaveCount(0);

    await panel.getByRole('button', { name: copy.contact.another }).click();
    await expect(panel).toHaveCount(0);
    await expect(page.locator('#contact-name')).toBeFocused();
    await expect(page.locator('#contact-message')).toBeVisible();
    await expect(page.getByRole('button', { name: copy.contact.submit, exact: true })).toBeVisible();
  });
}
