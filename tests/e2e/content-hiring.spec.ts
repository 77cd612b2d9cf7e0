/**
 * Hiring end to end, on the site built with the sample content (an open opening, it-support-specialist): its own
 * server from dist-content/ with the staff inbox and a local mail receiver, HR signed in with a passkey (Chromium's
 * virtual authenticator) in a German browser. A German application for the opening gets a German receipt with
 * the private link; the page shows the status; HR writes a note in the inbox, and the copy the applicant
 * downloads holds the message, the CV and that note; "Withdraw" sets withdrawn. A Turkish application gets a
 * rejection sent from the inbox's Reply: the mail receiver has it in Turkish, and the inbox and the applicant's
 * page show rejected on today's Potsdam day. The receipt without an opening: applicant-page.spec.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { dayInPotsdam } from '../../src/content/potsdamDay';
import { allMessages } from '../../src/i18n/allMessages';
import { localeInfo, localizePath, type Locale } from '../../src/i18n/locales';
import { dayAnchor } from '../../src/submissions/decisions';
import { staffDe } from '../../src/staff/words/de';
import { staffTr } from '../../src/staff/words/tr';
import { port } from '../playwright.config';
import { pdfFile, skipConsent, uniqueText } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { applicantPath, startMailServer, type MailReceiver } from './support/mailServer';
import { startServer, type RunningServer } from './support/serverProcess';
import { addAuthenticator, enrolmentLink, staffCommand } from './support/staffSignIn';

test.use({ locale: 'de-DE' });
// Two applications, two private pages and the inbox, on a machine shared with other runs.
test.setTimeout(180_000);

const staff = staffDe.staff;
const openJob = 'it-support-specialist';
/** Its German title (tests/fixtures/content/jobs/it-support-specialist.de.md). */
const title = 'IT-Supporter (m/w/d)';
const [sitePort, staffPort] = [port + 6, port + 7];
const staffOrigin = `http://localhost:${String(staffPort)}`;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
/** A day as the applicant's page and the inbox write it: "8. Dezember 2026", "8 Aralık 2026". */
const dayIn = (locale: Locale, ms: number) =>
  new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(ms);

/** Applies through the careers form for the opening, in a window of its own; the message it sent. */
async function apply(
  context: BrowserContext,
  origin: string,
  locale: Locale,
  who: { name: string; email: string },
  cv: string,
) {
  const form = allMessages[locale].forms;
  const visitor = await context.newPage();
  await skipConsent(visitor);
  await gotoHydrated(visitor, `${origin}${localizePath('/careers', locale)}?job=${openJob}`);
  await expect(visitor.getByTestId('job-choice')).toBeVisible();
  const message = uniqueText(`Bewerbung ${who.name}`);
  await visitor.locator('#application-name').fill(who.name);
  await visitor.locator('#application-email').fill(who.email);
  await visitor.locator('#application-message').fill(message);
  await visitor.locator('#application-cv').setInputFiles(cv);
  await visitor.getByRole('button', { name: form.application.submit }).click();
  await expect(visitor.getByTestId('form-outcome')).toHaveText(form.application.success);
  return { visitor, message };
}

/** The receipt to an address once it arrived: the whole mail and the private page's path. */
async function receiptTo(mail: MailReceiver, address: string) {
  const receipt = () => mail.to(address).find((text) => applicantPath(text) !== undefined);
  await expect.poll(() => receipt() !== undefined, { timeout: 30_000 }).toBe(true);
  const text = receipt() ?? '';
  return { text, path: applicantPath(text) ?? '' };
}

/** The entry of a sender in the inbox, opened from the list. */
async function openEntry(page: Page, name: string) {
  await page.goto(`${staffOrigin}/staff/`);
  await page.getByTestId('inbox-item').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
}

test('an application for an opening: German receipt, status, HR’s note in the copy, withdrawal; a Turkish one rejected from the inbox', async ({
  page,
  context,
}, testInfo) => {
  const mail = await startMailServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-hiring-'));
  const env = { DATA_DIR: dataDir, STAFF_ORIGIN: staffOrigin };
  let server: RunningServer | undefined;
  try {
    server = await startServer(
      sitePort,
      {
        ...env,
        STAFF_PORT: String(staffPort),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mail.port),
        SMTP_SECURE: 'false',
        FORM_RATE_LIMIT: '1000',
      },
      { build: 'dist-content', captureOutput: true },
    );
    const origin = server.origin;

    // HR enrols with a passkey and is signed in.
    await skipConsent(page);
    await addAuthenticator(page);
    const link = enrolmentLink(staffCommand(env, ['invite', 'hr@example.com', '--role', 'hr'], 'dist-content'));
    await page.goto(link);
    await page.getByRole('button', { name: staff.enrol.button }).click();
    await expect(page.getByRole('heading', { name: staff.account.heading, level: 1 })).toBeVisible();

    // A German application for the opening: a German receipt naming it, with the private link.
    const cv = pdfFile(testInfo.outputDir, 'Lebenslauf.pdf', 20_000);
    const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
    const german = await apply(context, origin, 'de', grace, cv);
    const receipt = await receiptTo(mail, grace.email);
    expect(receipt.text).toContain(fill(staff.applicant.mail.forJob, { job: title, company: company.name }));
    expect(receipt.text).not.toContain(german.message);
    const page1 = german.visitor;
    await page1.goto(`${origin}${receipt.path}`);
    const words = staff.applicant.page;
    await expect(page1.getByText(fill(words.forJob, { job: title, date: dayIn('de', Date.now()) }))).toBeVisible();
    await expect(page1.getByText(words.status.received)).toBeVisible();

    // HR writes a note in the inbox.
    const note = uniqueText('Gespräch am Dienstag, fachlich überzeugend');
    await openEntry(page, grace.name);
    const notes = page.getByTestId('notes');
    await expect(notes).toContainText(staff.notes.copyLine);
    await notes.getByLabel(staff.notes.label).fill(note);
    await notes.getByRole('button', { name: staff.notes.add }).click();
    await expect(notes.getByRole('status')).toHaveText(staff.notes.added);
    await expect(notes.getByText(note)).toBeVisible();

    // The applicant's copy: the message, the CV byte for byte, and HR's note.
    await page1.reload();
    const downloading = page1.waitForEvent('download');
    await page1.getByRole('link', { name: words.copyLink }).click();
    const copy = JSON.parse(readFileSync(await (await downloading).path(), 'utf8')) as {
      entry: { message: string; job: { slug: string } | null };
      cv: { name: string; base64: string } | null;
      notes: { text: string }[];
    };
    expect(copy.entry.message).toBe(german.message);
    expect(copy.entry.job?.slug).toBe(openJob);
    expect(copy.cv?.name).toBe('Lebenslauf.pdf');
    expect(Buffer.from(copy.cv?.base64 ?? '', 'base64').equals(readFileSync(cv))).toBe(true);
    expect(copy.notes.map((one) => one.text)).toEqual([note]);

    // Withdrawn on the page: the page and the inbox say so.
    await page1.getByRole('link', { name: words.withdrawLink }).click();
    await page1.getByRole('button', { name: words.confirmButton }).click();
    await expect(page1.getByRole('status')).toHaveText(words.withdrawnNow);
    await expect(page1.getByText(words.status.withdrawn)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('status-control').getByLabel(staff.entry.status)).toHaveValue('withdrawn');

    // A Turkish application, rejected from the inbox's Reply with the rejection template.
    const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
    const turkish = await apply(context, origin, 'tr', ada, pdfFile(testInfo.outputDir, 'ozgecmis.pdf', 9_000));
    const turkishReceipt = await receiptTo(mail, ada.email);
    expect(turkishReceipt.text).toContain(staffTr.staff.applicant.mail.body.split('\n')[0] ?? '');
    await openEntry(page, ada.name);
    const reply = page.getByTestId('reply');
    await reply.getByLabel(staff.reply.template, { exact: true }).selectOption('rejection');
    await expect(reply.getByText(fill(staff.reply.language, { language: localeInfo.tr.endonym }))).toBeVisible();
    const rejection = staffTr.staff.mail.rejection.body.split('\n\n');
    await expect(reply.getByLabel(staff.reply.body, { exact: true })).toHaveValue(
      new RegExp(`^${escaped(fill(rejection[0] ?? '', { name: ada.name }))}`),
    );
    await reply.getByRole('button', { name: staff.reply.send }).click();
    await expect(reply.getByRole('status')).toHaveText(fill(staff.reply.sent, { email: ada.email }));

    // The mail receiver has it, in Turkish; the inbox shows rejected on today's Potsdam day.
    const sent = () => mail.to(ada.email).find((text) => text.includes(rejection[2]?.slice(0, 40) ?? '-'));
    await expect.poll(() => sent() !== undefined, { timeout: 30_000 }).toBe(true);
    expect(sent()).toContain(fill(rejection[0] ?? '', { name: ada.name }));
    expect(sent()).not.toContain(turkish.message);
    const today = dayAnchor(dayInPotsdam(Date.now()));
    await expect(page.getByTestId('status-control').getByTestId('saved-decision')).toHaveText(
      fill(staff.entry.savedDecision, { status: staff.status.rejected, date: dayIn('de', today) }),
    );
    const applicantWords = staffTr.staff.applicant.page;
    await turkish.visitor.goto(`${origin}${turkishReceipt.path}`);
    await expect(turkish.visitor.getByText(applicantWords.status.rejected)).toBeVisible();
    await expect(turkish.visitor.getByText(fill(applicantWords.since, { date: dayIn('tr', today) }))).toBeVisible();
    await expect(turkish.visitor.getByRole('link', { name: applicantWords.withdrawLink })).toHaveCount(0);
  } finally {
    server?.process.kill('SIGTERM');
    await server?.exited;
    await mail.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
