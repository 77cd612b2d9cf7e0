import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { staffDe } from '../../src/staff/words/de';
import { dictionaries, localizePath } from './support/site';
import { pdfFile, skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { port } from '../playwright.config';
import { startServer, type RunningServer } from './support/serverProcess';
import { applicantPath, startMailServer } from './support/mailServer';

// The applicant's side end to end: a German application on the built site, the receipt through a local mail
// server with the private link, the page's status, and a withdrawal after its confirmation. What the API
// decides (hashes, copy, trail, 404s) is tested in tests/unit/applicantPage.test.ts; an application for an
// opening, HR's note in the copy and a rejection from the inbox in content-hiring.spec.ts.

const words = staffDe.staff.applicant.page;
const form = dictionaries.de.forms;

test('an application in German sends a receipt with a private link; the page shows the status and withdraws', async ({
  page,
}, testInfo) => {
  const mail = await startMailServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-applicant-'));
  let server: RunningServer | undefined;
  try {
    server = await startServer(port + 5, {
      DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      SMTP_SECURE: 'false',
      FORM_RATE_LIMIT: '1000',
    });
    await skipConsent(page);
    await gotoHydrated(page, `${server.origin}${localizePath('/careers', 'de')}`);
    await page.locator('#application-name').fill('Grace Hopper');
    await page.locator('#application-email').fill('grace@example.com');
    await page.locator('#application-message').fill('Bitte rufen Sie http://evil.example an');
    await page.locator('#application-cv').setInputFiles(pdfFile(testInfo.outputDir, 'Lebenslauf.pdf', 20_000));
    await page.getByRole('button', { name: form.application.submit }).click();
    await expect(page.getByTestId('form-outcome')).toHaveText(form.application.success);

    // The staff notice and the receipt both go to the local mail server; the receipt is the one to grace@.
    await expect.poll(() => mail.received.some((text) => /^To: grace@example\.com/im.test(text))).toBe(true);
    const receipt = mail.received.find((text) => /^To: grace@example\.com/im.test(text)) ?? '';
    expect(receipt).toContain('Guten Tag,');
    expect(receipt).toContain('vielen Dank für Ihre Initiativbewerbung');
    expect(receipt).not.toContain('Grace Hopper');
    expect(receipt).not.toContain('evil.example');
    const path = applicantPath(receipt);
    expect(path).toBeDefined();

    await page.goto(`${server.origin}${path ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByText(words.status.received)).toBeVisible();
    await page.getByRole('link', { name: words.withdrawLink }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.confirmHeading);
    await page.getByRole('button', { name: words.confirmButton }).click();
    await expect(page.getByRole('status')).toHaveText(words.withdrawnNow);
    await expect(page.getByText(words.status.withdrawn)).toBeVisible();
    await expect(page.getByRole('link', { name: words.withdrawLink })).toHaveCount(0);
  } finally {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
