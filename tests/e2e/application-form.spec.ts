import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { pdfFile, skipConsent, storedSubmissions, storedWithMessage, uniqueText } from './support/forms';
import { dictionaries, localizePath, type Locale } from './support/site';

const fiveMegabytes = 5_242_880;

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

async function fillApplication(page: Page, message: string) {
  await page.locator('#application-name').fill('Grace Hopper');
  await page.locator('#application-email').fill('grace@example.com');
  await page.locator('#application-phone').fill('+49 331 1234567');
  await page.locator('#application-position').fill('Software engineer');
  await page.locator('#application-message').fill(message);
}

for (const locale of ['en', 'de', 'tr'] as const satisfies readonly Locale[]) {
  const copy = dictionaries[locale].forms;
  test(`careers (${locale}): the application and its CV are stored, the success shows and the form is cleared`, async ({
    page,
  }, testInfo) => {
    const message = uniqueText(`application ${locale}`);
    await gotoHydrated(page, localizePath('/careers', locale));
    await fillApplication(page, message);
    await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'Lebenslauf.pdf', 123_456));
    await expect(page.getByTestId('cv-selected')).toContainText(/Lebenslauf\.pdf \(121\skB\)/);
    await page.getByRole('button', { name: copy.application.submit }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(copy.application.success);
    await expect(page.getByRole('button', { name: copy.application.submit, exact: true })).toHaveCount(0);
    await expect(page.locator('#application-name')).toHaveValue('');
    await expect(page.getByTestId('cv-selected')).toHaveCount(0);
    const [record] = await storedWithMessage(message);
    expect(record).toMatchObject({ kind: 'application', name: 'Grace Hopper', position: 'Software engineer', locale });
    expect(record?.cv).toMatchObject({ name: 'Lebenslauf.pdf', size: 123_456, type: 'pdf' });
  });
}

test('a CV of 5 MB + 1 byte is refused at once and not kept; exactly 5 MB is accepted', async ({ page }, testInfo) => {
  const copy = dictionaries.en.forms;
  const message = uniqueText('five megabytes');
  await gotoHydrated(page, '/careers');
  await fillApplication(page, message);
  const cv = page.locator('#application-cv');
  await cv.setInputFiles(pdfFile(testInfo.outputDir, 'too-big.pdf', fiveMegabytes + 1));
  await expect(page.getByRole('alert').filter({ hasText: copy.errors.cvTooLarge })).toBeVisible();
  await expect(page.getByTestId('cv-selected')).toHaveCount(0);
  expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  await cv.setInputFiles(pdfFile(testInfo.outputDir, 'exactly.pdf', fiveMegabytes));
  await expect(page.getByTestId('cv-selected')).toContainText(/exactly\.pdf \(5\sMB\)/);
  await expect(page.getByText(copy.errors.cvTooLarge)).toHaveCount(0);
  await page.getByRole('button', { name: copy.application.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.application.success);
  expect((await storedWithMessage(message))[0]?.cv?.size).toBe(fiveMegabytes);
});

test('a CV of 5 MB + 1 byte sent directly gets 413 and nothing is stored', async ({ request }, testInfo) => {
  const before = (await storedSubmissions()).length;
  const message = uniqueText('direct upload');
  const response = await request.post('/api/applications', {
    headers: { accept: 'application/json' },
    multipart: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message,
      cv: {
        name: 'cv.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(pdfFile(testInfo.outputDir, 'cv.pdf', fiveMegabytes + 1)),
      },
    },
  });
  expect(response.status()).toBe(413);
  expect(response.headers()['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(await storedWithMessage(message)).toHaveLength(0);
  expect((await storedSubmissions()).length).toBeGreaterThanOrEqual(before);
});

test('a chosen CV can be removed before sending, and the form then asks for one', async ({ page }, testInfo) => {
  const copy = dictionaries.de.forms;
  await gotoHydrated(page, '/de/careers');
  await fillApplication(page, uniqueText('remove'));
  await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'cv.pdf', 2_100_000));
  await expect(page.getByTestId('cv-selected')).toContainText(/cv\.pdf \(2\sMB\)/);
  await page.getByRole('button', { name: copy.cv.remove }).click();
  await expect(page.getByTestId('cv-selected')).toHaveCount(0);
  await expect(page.getByText(copy.cv.none)).toBeVisible();
  await page.getByRole('button', { name: copy.application.submit }).click();
  await expect(page.getByText(copy.errors.cvRequired)).toBeVisible();
  await expect(page.locator('#application-cv')).toBeFocused();
  // The summary stands above the fields and leads to the CV; choosing one clears it.
  const summary = page.getByTestId('form-summary');
  await expect(summary.getByRole('link', { name: copy.goToField.replace('{{field}}', copy.fields.cv) })).toBeVisible();
  const [summaryBox, nameBox] = [await summary.boundingBox(), await page.locator('#application-name').boundingBox()];
  expect(summaryBox && nameBox && summaryBox.y + summaryBox.height <= nameBox.y).toBe(true);
  await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'cv.pdf', 2_100_000));
  await expect(summary).toBeHidden();
});

test('a tiny CV shows its size in bytes, in the page’s language', async ({ page }, testInfo) => {
  for (const [locale, size] of [
    ['en', /\(193\sbytes\)/],
    ['de', /\(193\sByte\)/],
    ['tr', /\(193\sbayt\)/],
  ] as const) {
    await gotoHydrated(page, localizePath('/careers', locale));
    await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, `tiny-${locale}.pdf`, 193));
    await expect(page.getByTestId('cv-selected')).toContainText(size);
  }
});

test('a failed network keeps every value and the CV; the retry is stored once', async ({ page }, testInfo) => {
  const copy = dictionaries.en.forms;
  const message = uniqueText('application offline');
  await gotoHydrated(page, '/careers');
  await page.route('**/api/applications', (route) => route.abort('internetdisconnected'));
  await fillApplication(page, message);
  await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'cv.pdf', 50_000));
  await page.getByRole('button', { name: copy.application.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: copy.offline })).toBeVisible();
  await expect(page.locator('#application-name')).toHaveValue('Grace Hopper');
  await expect(page.locator('#application-phone')).toHaveValue('+49 331 1234567');
  await expect(page.locator('#application-message')).toHaveValue(message);
  await expect(page.getByTestId('cv-selected')).toContainText('cv.pdf');

  await page.unroute('**/api/applications');
  await page.getByRole('button', { name: copy.application.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.application.success);
  expect(await storedWithMessage(message)).toHaveLength(1);
});

test('a file that is not a CV type is refused in the browser with a translated message', async ({ page }, testInfo) => {
  const copy = dictionaries.tr.forms;
  await gotoHydrated(page, '/tr/careers');
  const path = pdfFile(testInfo.outputDir, 'photo.png', 1000);
  await page.locator('#application-cv').setInputFiles(path);
  await expect(page.getByText(copy.errors.cvType)).toBeVisible();
  await expect(page.getByTestId('cv-selected')).toHaveCount(0);
});
