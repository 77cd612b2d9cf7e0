import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, holdHydration, waitForHydration } from './support/hydration';
import { dictionaries, localizePath, type Locale } from './support/site';
import { pdfFile, skipConsent, storedWithMessage, uniqueText } from './support/forms';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

async function fillContact(page: Page, prefix: string, message: string, service = 'energy') {
  await page.locator(`#${prefix}-name`).fill('Ada Lovelace');
  await page.locator(`#${prefix}-email`).fill('ada@example.com');
  await page.locator(`#${prefix}-service`).selectOption(service);
  await page.locator(`#${prefix}-message`).fill(message);
}

for (const locale of ['en', 'de', 'tr'] as const satisfies readonly Locale[]) {
  const copy = dictionaries[locale].forms;
  test(`contact page (${locale}): the message is stored, the thanks are shown in the language and the form is cleared`, async ({
    page,
  }) => {
    const message = uniqueText(`contact ${locale}`);
    await gotoHydrated(page, localizePath('/contact', locale));
    await fillContact(page, 'contact', message);
    await page.getByRole('button', { name: copy.contact.submit }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(copy.contact.success);
    await expect(page.locator('#contact-name')).toHaveValue('');
    await expect(page.locator('#contact-message')).toHaveValue('');
    await expect(page.locator('#contact-service')).toHaveValue('');
    const records = await storedWithMessage(message);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'energy',
      locale,
    });
  });
}

test('what a visitor typed before the scripts ran is kept, checked and sent', async ({ page }) => {
  const copy = dictionaries.en.forms;
  // The page shows before its scripts; holding the site's chunk back makes the visitor type first.
  const release = await holdHydration(page);
  const message = uniqueText('typed before hydration');
  await page.goto('/contact');
  await fillContact(page, 'contact', message);
  release();
  await waitForHydration(page);
  await expect(page.locator('#contact-message')).toHaveValue(message);
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.contact.success);
  expect((await storedWithMessage(message))[0]).toMatchObject({
    kind: 'contact',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    service: 'energy',
  });
});

test('home: the contact section sends its form', async ({ page }) => {
  const message = uniqueText('home');
  await gotoHydrated(page, '/#contact');
  await fillContact(page, 'home-contact', message, 'consulting');
  await page.getByRole('button', { name: dictionaries.en.forms.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(dictionaries.en.forms.contact.success);
  expect((await storedWithMessage(message))[0]?.service).toBe('consulting');
});

test('the accessibility statement opens the contact form with the accessibility topic chosen, and the report is sent', async ({
  page,
}) => {
  const copy = dictionaries.de;
  await gotoHydrated(page, localizePath('/accessibility', 'de'));
  await page.getByTestId('accessibility-report').getByRole('link', { name: copy.accessibility.reportLink }).click();
  await expect(page).toHaveURL(/\/de\/contact\?service=accessibility$/);
  await expect(page.locator('#contact-service')).toHaveValue('accessibility');
  const message = uniqueText('barrier');
  await page.locator('#contact-name').fill('Ada Lovelace');
  await page.locator('#contact-email').fill('ada@example.com');
  await page.locator('#contact-message').fill(message);
  await page.getByRole('button', { name: copy.forms.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.forms.contact.success);
  expect((await storedWithMessage(message))[0]).toMatchObject({
    kind: 'contact',
    service: 'accessibility',
    locale: 'de',
  });
});

test('a topic in the address is chosen on load, but never over one the visitor chose before the scripts ran', async ({
  page,
}) => {
  // First the visitor's own choice, made on the prerendered page while the site's chunk is held back.
  const release = await holdHydration(page);
  await page.goto('/contact?service=accessibility');
  await page.locator('#contact-service').selectOption('energy');
  release();
  await waitForHydration(page);
  await expect(page.locator('#contact-service')).toHaveValue('energy');
  // Then an untouched form: the topic is chosen once the page runs.
  await gotoHydrated(page, '/contact?service=accessibility');
  await expect(page.locator('#contact-service')).toHaveValue('accessibility');
});

test('empty fields are named next to each field, announced, and focus goes to the first', async ({ page }) => {
  const copy = dictionaries.de.forms;
  await gotoHydrated(page, '/de/contact');
  await page.locator('#contact-email').fill('kein-at-zeichen');
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.checkFields })).toBeVisible();
  const name = page.getByRole('textbox', { name: copy.fields.name });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(copy.errors.required);
  await expect(page.getByRole('textbox', { name: copy.fields.email })).toHaveAccessibleDescription(
    copy.errors.invalidEmail,
  );
  await expect(page.getByRole('combobox', { name: copy.fields.service })).toHaveAccessibleDescription(
    copy.errors.requiredChoice,
  );
  // Typing into a field clears its error; what was typed stays.
  await name.fill('Ada');
  await expect(name).toHaveAttribute('aria-invalid', 'false');
  await expect(page.locator('#contact-email')).toHaveValue('kein-at-zeichen');
});

test('the summary stands above the fields, links to the first field to fix, and goes once they are fixed', async ({
  page,
}) => {
  const copy = dictionaries.en.forms;
  await gotoHydrated(page, '/contact');
  await page.locator('#contact-name').fill('Ada Lovelace');
  await page.locator('#contact-email').fill('no-at-sign');
  await page.getByRole('button', { name: copy.contact.submit }).click();
  const summary = page.getByTestId('form-summary');
  await expect(summary).toContainText(copy.checkFields);
  // Above the first field, as "marked below" says.
  const summaryBox = await summary.boundingBox();
  const firstField = await page.locator('#contact-name').boundingBox();
  expect(summaryBox && firstField && summaryBox.y + summaryBox.height <= firstField.y).toBe(true);
  // Its link goes to the first marked field in the form's order: the e-mail address.
  const email = page.getByRole('textbox', { name: copy.fields.email });
  await page.locator('#contact-message').focus();
  await summary.getByRole('link', { name: copy.goToField.replace('{{field}}', copy.fields.email) }).click();
  await expect(email).toBeFocused();
  // Each fixed field clears its mark; the last one clears the summary, and the button shows no error either.
  await email.fill('ada@example.com');
  await page.locator('#contact-service').selectOption('it');
  await expect(summary).toContainText(copy.checkFields);
  await page.locator('#contact-message').fill('A message');
  await expect(summary).toBeEmpty();
  await expect(summary).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: copy.checkFields })).toHaveCount(0);
});

test('a server error shows the error, keeps every value, and a retry sends it', async ({ page }) => {
  const copy = dictionaries.en.forms;
  const message = uniqueText('server error');
  await gotoHydrated(page, '/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }),
  );
  await fillContact(page, 'contact', message);
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.contact.failed })).toBeVisible();
  await expect(page.locator('#contact-name')).toHaveValue('Ada Lovelace');
  await expect(page.locator('#contact-email')).toHaveValue('ada@example.com');
  await expect(page.locator('#contact-service')).toHaveValue('energy');
  await expect(page.locator('#contact-message')).toHaveValue(message);
  expect(await storedWithMessage(message)).toHaveLength(0);

  await page.unroute('**/api/contact');
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.contact.success);
  expect(await storedWithMessage(message)).toHaveLength(1);
});

test('an answer lost on the network shows the error; the retry is stored once (Idempotency-Key)', async ({ page }) => {
  const copy = dictionaries.en.forms;
  const message = uniqueText('lost answer');
  await gotoHydrated(page, '/contact');
  // The request reaches the server and is stored, but the answer never reaches the browser.
  await page.route('**/api/contact', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await fillContact(page, 'contact', message);
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.offline })).toBeVisible();
  await expect(page.locator('#contact-message')).toHaveValue(message);

  await page.unroute('**/api/contact');
  await page.getByRole('button', { name: copy.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.contact.success);
  expect(await storedWithMessage(message)).toHaveLength(1);
});

test('the button is disabled and says Sending... while the message is on its way', async ({ page }) => {
  const copy = dictionaries.en.forms;
  await gotoHydrated(page, '/contact');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await fillContact(page, 'contact', uniqueText('slow'));
  await page.getByRole('button', { name: copy.contact.submit }).click();
  const sending = page.getByRole('button', { name: copy.sending });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.contact.success);
  // Sent: the panel's "Send another message" is the one way on, no send button under it (issue 45).
  await expect(sending).toHaveCount(0);
  await expect(page.getByRole('button', { name: copy.contact.submit, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: copy.contact.another }).click();
  await expect(page.getByRole('button', { name: copy.contact.submit, exact: true })).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts natively and gets a translated thank-you page', async ({ page }) => {
    const message = uniqueText('no js');
    await page.goto('/de/contact');
    await fillContact(page, 'contact', message, 'hr');
    await page.getByRole('button', { name: dictionaries.de.forms.contact.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries.de.forms.result.successTitle);
    await expect(page.getByText(dictionaries.de.forms.contact.success)).toBeVisible();
    await expect(page.getByRole('link', { name: dictionaries.de.forms.result.backToSite })).toHaveAttribute(
      'href',
      '/de/contact',
    );
    expect((await storedWithMessage(message))[0]).toMatchObject({ service: 'hr', locale: 'de' });
  });

  test('invalid input gets a translated page listing each field to fix, and nothing is stored', async ({ page }) => {
    const message = uniqueText('no js <b>bold</b>');
    const copy = dictionaries.tr.forms;
    await page.goto('/tr/contact');
    await fillContact(page, 'contact', message);
    await page.locator('#contact-email').fill('ada@localhost');
    await page.getByRole('button', { name: copy.contact.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.result.errorTitle);
    await expect(page.getByRole('listitem')).toHaveText([
      `${copy.fields.email}: ${copy.errors.invalidEmail}`,
      `${copy.fields.message}: ${copy.errors.markup}`,
    ]);
    expect(await storedWithMessage(message)).toHaveLength(0);
  });

  test('the application form posts natively with its CV', async ({ page }, testInfo) => {
    const message = uniqueText('no js application');
    await page.goto('/tr/careers');
    await page.locator('#application-name').fill('Grace Hopper');
    await page.locator('#application-email').fill('grace@example.com');
    await page.locator('#application-message').fill(message);
    await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'cv.pdf', 4096));
    await page.getByRole('button', { name: dictionaries.tr.forms.application.submit }).click();
    await expect(page.getByText(dictionaries.tr.forms.application.success)).toBeVisible();
    expect((await storedWithMessage(message))[0]?.cv).toMatchObject({ name: 'cv.pdf', size: 4096, type: 'pdf' });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the no-JavaScript result pages are accessible (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const email of ['ada@example.com', 'not-an-address']) {
      await page.goto('/de/contact');
      // A native submission, exactly as a browser without JavaScript sends it.
      await page.evaluate(
        (fields) => {
          const form = document.createElement('form');
          form.method = 'post';
          form.action = '/api/contact';
          for (const [name, value] of Object.entries(fields)) {
            const input = document.createElement('input');
            input.type = 'hidden';
            input.name = name;
            input.value = value;
            form.append(input);
          }
          document.body.append(form);
          form.submit();
        },
        { name: 'Ada', email, service: 'it', message: uniqueText('result page'), lang: 'de' },
      );
      await page.waitForURL('**/api/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    }
  });
}
