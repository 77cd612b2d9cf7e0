/**
 * Job openings end to end, against the site built with the sample content (tests/fixtures/content: one open
 * job, it-support-specialist, and one closed): apply for the open job through its page, and see a job that
 * closed while the page was open refused with everything typed and the CV kept.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { allMessages } from '../../src/i18n/allMessages';
import type { SubmissionRecord } from '../../src/submissions/storedSubmission';
import { pdfFile, skipConsent, uniqueText } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { openSqliteStore } from '../support/formStore';

const openJob = { slug: 'it-support-specialist', en: 'IT support specialist (m/f/d)', de: 'IT-Supporter (m/w/d)' };

/** What the server under test stored: the sample's server has a store of its own where the suite runs one. */
async function storedWithMessage(message: string): Promise<SubmissionRecord[]> {
  const dataDir = process.env.E2E_CONTENT_DATA_DIR ?? process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('no data directory of the server under test (see tests/playwright.config.ts)');
  const store = await openSqliteStore(dataDir);
  try {
    return (await store.list()).filter((record) => record.message === message);
  } finally {
    await store.close();
  }
}

async function fillApplication(page: Page, message: string, cvPath: string): Promise<void> {
  await page.locator('#application-name').fill('Grace Hopper');
  await page.locator('#application-email').fill('grace@example.com');
  await page.locator('#application-message').fill(message);
  await page.locator('#application-cv').setInputFiles(cvPath);
}

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test('apply for the open job from its page: 201, and the stored application names the job', async ({
  page,
}, testInfo) => {
  const copy = allMessages.de;
  const message = uniqueText('job application');
  await gotoHydrated(page, '/de/careers');
  const list = page.getByTestId('job-list');
  await expect(list.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);
  await list.getByRole('link', { name: openJob.de }).click();
  await expect(page).toHaveURL(`/de/careers/${openJob.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(openJob.de);
  await expect(page.getByTestId('job-facts')).toContainText('42.000–52.000\u00a0€ brutto im Jahr');
  // Beside the facts (1280 wide) one "Apply", never two side by side; on a phone one more at the text's end (issue 54).
  const apply = page.getByRole('link', { name: copy.careers.apply });
  await expect(apply).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(apply).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('link', { name: copy.careers.apply }).first().click();
  await expect(page).toHaveURL(`/de/careers?job=${openJob.slug}#application-form`);
  await expect(page.getByTestId('job-choice')).toContainText(openJob.de);
  // A chosen opening names the position: the free-text field is for a speculative application.
  await expect(page.locator('#application-position')).toHaveCount(0);
  await fillApplication(page, message, pdfFile(testInfo.outputDir, 'Lebenslauf.pdf', 40_000));
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/applications') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: copy.forms.application.submit }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.forms.application.success);
  // The panel alone, with one heading naming the job (issue 54); "Send another" brings back a blank form.
  const panel = page.getByTestId('form-sent');
  const heading = copy.forms.application.sentTitleForJob.replace('{{job}}', openJob.de);
  await expect(page.getByTestId('application-form').getByRole('heading')).toHaveText([heading]);
  await expect(page.getByRole('group', { name: heading })).toBeFocused();
  await expect(page.locator('#application-name')).toBeHidden();
  await expect(page.getByTestId('job-choice')).toBeHidden();
  await panel.getByRole('button', { name: copy.forms.application.another }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.locator('#application-name')).toBeFocused();
  const [record] = await storedWithMessage(message);
  expect(record).toMatchObject({
    kind: 'application',
    locale: 'de',
    job: { slug: openJob.slug, title: openJob.de },
    position: null,
  });
});

test('a job that closed while its page was open is refused; what was typed and the CV stay', async ({
  page,
}, testInfo) => {
  const copy = allMessages.en.forms;
  const message = uniqueText('closed job');
  await gotoHydrated(page, `/careers?job=${openJob.slug}`);
  await expect(page.getByTestId('job-choice')).toContainText(openJob.en);
  const cvPath = pdfFile(testInfo.outputDir, 'cv.pdf', 30_000);
  await fillApplication(page, message, cvPath);
  // The page was opened before the opening closed: the server, which no longer has it, answers. (Chromium
  // does not hand an intercepted upload's file to the test, so the same application is sent from here.)
  await page.route('**/api/applications', async (route) => {
    const sent = route.request().headers();
    const response = await page.request.post('/api/applications', {
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        'idempotency-key': sent['idempotency-key'] ?? 'closed-job',
      },
      multipart: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        message,
        job: 'it-support-closed-meanwhile',
        lang: 'en',
        cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: readFileSync(cvPath) },
      },
    });
    await route.fulfill({ response });
  });
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/applications') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: copy.application.submit }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.getByTestId('job-choice')).toContainText(copy.errors.jobClosed);
  // The opening is the only thing wrong: no other field, the CV included, has an error.
  await expect(page.locator('.field__error')).toHaveCount(1);
  await expect(page.getByTestId('form-summary')).toContainText(copy.checkFields);
  await expect(page.locator('#application-name')).toHaveValue('Grace Hopper');
  await expect(page.locator('#application-email')).toHaveValue('grace@example.com');
  await expect(page.locator('#application-message')).toHaveValue(message);
  await expect(page.getByTestId('cv-selected')).toContainText('cv.pdf');
  expect(await storedWithMessage(message)).toHaveLength(0);

  // The visitor chooses to apply without the closed opening: the same form goes through.
  await page.unroute('**/api/applications');
  await page.getByRole('button', { name: copy.application.openInstead }).click();
  await expect(page.getByTestId('job-choice')).toHaveCount(0);
  await page.getByRole('button', { name: copy.application.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(copy.application.success);
  expect((await storedWithMessage(message))[0]).toMatchObject({ job: null });
});

test('without JavaScript, an application for an unknown job gets a page saying it is closed', async ({ request }) => {
  const copy = allMessages.tr.forms;
  const message = uniqueText('no-js closed job');
  const response = await request.post('/api/applications', {
    headers: { accept: 'text/html' },
    multipart: {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      job: 'energy-trader-2025',
      message,
      lang: 'tr',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n${' '.repeat(500)}`) },
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.text()).toContain(copy.errors.jobClosed);
  expect(await storedWithMessage(message)).toHaveLength(0);
});
