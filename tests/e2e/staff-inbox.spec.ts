import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { staffDe } from '../../src/staff/words/de';
import { staffEn } from '../../src/staff/words/en';
import { staffTr } from '../../src/staff/words/tr';
import { dayInPotsdam, potsdamDayMonthsAfter, startOfPotsdamDay } from '../../src/content/potsdamDay';
import { dayAnchor } from '../../src/submissions/decisions';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgresCluster';
import { axeViolations, colourRules } from './support/axe';
import { pdfFile, skipConsent, uniqueText } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { startServer, type RunningServer } from './support/serverProcess';
import { addAuthenticator, staffCommand as runStaff } from './support/staffSignIn';
import { dictionaries } from './support/site';
import { openPostgresStore, openSqliteStore } from '../support/formStore';
import { port } from '../playwright.config';
import { cvPath } from '../../src/server/store/cvFiles';

// The staff inbox end to end (issue 42), on SQLite and on PostgreSQL: the real server with STAFF_PORT,
// `npm run staff` for the invitation, and Chromium with a virtual authenticator (CDP's WebAuthn domain) for
// the passkeys. An application sent through the careers form is found by the list's filters, read, its CV
// downloaded byte for byte, decided and deleted, and the audit trail lists each step; a passkey is added and removed, each after
// a confirmation with a passkey. Screenshots when STAFF_SHOTS names a folder.
test.describe.configure({ mode: 'serial' });
const shotsDir = process.env.STAFF_SHOTS;
// Screenshots, four of each page, take minutes of their own on a shared machine.
test.setTimeout(shotsDir ? 600_000 : 120_000);

const words = staffEn.staff;
/** `npm run staff -- <args>` of the build, on the database `env` names; its output. */
const staffCommand = (env: Record<string, string>, ...args: string[]): string => runStaff(env, args);

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1440, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await page.screenshot({ path: join(shotsDir, `${name}-${scheme}-${String(width)}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await axeViolations(page, { rules: colourRules })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
}

// Beside the run's own port (4660 to 4663 for the default 4317), so runs in several worktrees do not meet.
const base = port + 343;
for (const [kind, ports] of [
  ['sqlite', [base, base + 1]],
  ['postgres', [base + 2, base + 3]],
] as const) {
  test.describe(`the staff inbox on ${kind}`, () => {
    const [sitePort, staffPort] = ports;
    const staffOrigin = `http://localhost:${String(staffPort)}`;
    const siteOrigin = `http://127.0.0.1:${String(sitePort)}`;
    let cluster: PostgresCluster | undefined;
    let server: RunningServer | undefined;
    let env: Record<string, string>;
    let dataDir: string;

    test.beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'site-staff-'));
      env = { DATA_DIR: dataDir, STAFF_ORIGIN: staffOrigin };
      if (kind === 'postgres') {
        cluster = await startPostgresCluster();
        env.DATABASE_URL = await createDatabase(cluster.adminUrl, 'inbox');
      }
      const start = () =>
        startServer(
          sitePort,
          { ...env, STAFF_PORT: String(staffPort), FORM_RATE_LIMIT: '1000' },
          { captureOutput: true },
        );
      // startServer waits 10 s; on a machine shared by several test runs a start can take longer: once more.
      server = await start().catch(start);
    });

    test.afterAll(async () => {
      server?.process.kill('SIGTERM');
      await server?.exited;
      cluster?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('invite, enrol, sign out, sign in; an application found, read, downloaded, decided, deleted and audited; refusals', async ({
      page,
      context,
    }, testInfo) => {
      await skipConsent(page);
      const authenticator = await addAuthenticator(page);

      // Invite and enrol.
      const link =
        /^http:\/\/localhost:\d+\/staff\/enrol\/[\w-]+$/m.exec(
          staffCommand(env, 'invite', 'hr@example.com', '--role', 'admin'),
        )?.[0] ?? '';
      expect(link).not.toBe('');
      await page.goto(link);
      await expect(page.getByText('hr@example.com')).toBeVisible();
      // Whose inbox: the company's name and mark on the enrolment page too (issue 53).
      await expectBrand(page);
      await shoot(page, 'enrol');
      await page.getByRole('button', { name: words.enrol.button }).click();
      // Enrolled: said at once, on the passkeys page with "Add a passkey"; the only one offers no removal.
      await expect(page.getByRole('heading', { name: words.account.heading, level: 1 })).toBeVisible();
      await expect(page.getByTestId('staff-notice')).toHaveText(words.work.passkeys.enrolled);
      await expect(page.getByRole('button', { name: words.account.add })).toBeVisible();
      await expect(page.getByTestId('only-passkey')).toHaveText(words.account.lastPasskey);
      await expect(page.getByRole('button', { name: words.account.remove })).toHaveCount(0);
      expect(staffCommand(env, 'list')).toMatch(/^hr@example\.com .*1 passkeys\)$/m);
      await page.getByRole('link', { name: words.nav.inbox }).click();
      await expect(page.getByRole('heading', { name: words.list.heading, level: 1 })).toBeVisible();

      // A used link is refused.
      await page.goto(link);
      await expect(page.getByRole('alert')).toHaveText(words.enrol.linkUsed);

      // Sign out, sign in.
      await page.goto(`${staffOrigin}/staff/`);
      await page.getByRole('button', { name: words.nav.signOut }).click();
      await expect(page.getByRole('status')).toHaveText(words.signIn.signedOut);
      await shoot(page, 'sign-in');
      if (kind === 'sqlite') await expectAxeClean(page);
      await page.getByRole('button', { name: words.signIn.button }).click();
      await expect(page.getByRole('heading', { name: words.list.heading, level: 1 })).toBeVisible();

      // An application through the public careers form.
      const message = uniqueText('Inbox application');
      const cvFile = pdfFile(testInfo.outputDir, 'Lebenslauf Grace.pdf', 54_321);
      const visitor = await context.newPage();
      await gotoHydrated(visitor, `${siteOrigin}/careers`);
      await visitor.locator('#application-name').fill('Grace Hopper');
      await visitor.locator('#application-email').fill('grace@example.com');
      await visitor.locator('#application-position').fill('Software engineer');
      await visitor.locator('#application-message').fill(message);
      await visitor.locator('#application-cv').setInputFiles(cvFile);
      await visitor.getByRole('button', { name: dictionaries.en.forms.application.submit }).click();
      await expect(visitor.getByTestId('form-outcome')).toHaveText(dictionaries.en.forms.application.success);
      await visitor.close();

      // It is in the inbox, newest first; the filters find it.
      await page.reload();
      const item = page.getByTestId('inbox-item').filter({ hasText: 'Grace Hopper' });
      await expect(page.getByTestId('inbox-item').first()).toContainText('Grace Hopper');
      await page.getByTestId('filter-kind').selectOption('contact');
      await expect(item).toHaveCount(0);
      await page.getByTestId('filter-kind').selectOption('application');
      await page.getByTestId('filter-state').selectOption('open');
      await page.getByTestId('filter-name').fill('hopper');
      await page.getByTestId('filter-name').press('Enter');
      await expect(page).toHaveURL(/[?&]q=hopper/);
      await expect(item).toHaveCount(1);
      await shoot(page, 'list');
      if (kind === 'sqlite') await expectAxeClean(page);

      // The entry shows everything; without a decision it is kept, and says what lets it go.
      await item.click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Grace Hopper');
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByTestId('retention-date')).toHaveText(
        words.entry.retentionUndecided.replace('{{months}}', '6').replace('{{days}}', '30'),
      );
      // Rejected today (a Potsdam day): retention counts six months from the day the rejection was sent.
      const status = page.getByTestId('status-control');
      const select = status.getByLabel(words.entry.status);
      const today = dayInPotsdam(Date.now());
      await expect(status.getByTestId('saved-decision')).toHaveText('Saved status: Received');
      await select.selectOption('rejected');
      await expect(status.getByLabel(words.entry.decidedOn)).toHaveValue(today);
      await status.getByRole('button', { name: words.entry.saveStatus }).click();
      await expect(status.getByRole('status')).toHaveText(words.entry.statusSaved);
      const inWords = (ms: number) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(ms);
      const saved = `Saved decision: Rejected, effective ${inWords(dayAnchor(today))}`;
      const deletedOn = inWords(startOfPotsdamDay(potsdamDayMonthsAfter(today, 6)));
      const retention = words.entry.retention.replace('{{date}}', deletedOn);
      // After the save the control shows the saved decision, in the field and in words.
      await expect(select).toHaveValue('rejected');
      await expect(status.getByTestId('saved-decision')).toHaveText(saved);
      await expect(page.getByTestId('retention-date')).toHaveText(retention);
      // Saved again as shown: nothing changes; after a reload, the same decision, and no way back to received.
      await status.getByRole('button', { name: words.entry.saveStatus }).click();
      await expect(status.getByRole('status')).toHaveText(words.entry.statusUnchanged);
      await expect(select).toHaveValue('rejected');
      await page.reload();
      await expect(status.getByTestId('saved-decision')).toHaveText(saved);
      await expect(select).toHaveValue('rejected');
      await expect(select.locator('option')).toHaveText([
        words.status.rejected,
        words.status.hired,
        words.status.withdrawn,
      ]);
      await expect(page.getByTestId('retention-date')).toHaveText(retention);
      const entryId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      // The CV downloads byte for byte, as an attachment.
      const downloading = page.waitForEvent('download');
      await page.getByTestId('cv-download').click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Lebenslauf Grace.pdf');
      expect(readFileSync(await download.path()).equals(readFileSync(cvFile))).toBe(true);

      // An application's state is its decision: nothing offers to mark it handled.
      await expect(page.getByRole('button', { name: words.entry.markHandled })).toHaveCount(0);
      await shoot(page, 'application');
      if (kind === 'sqlite') await expectAxeClean(page);

      // Deleted, after a confirmation naming what goes; the CV file is gone from disk.
      const cvFiles = () => (kind === 'sqlite' ? readdirSync(join(dataDir, 'cv')) : []);
      if (kind === 'sqlite') expect(cvFiles()).toHaveLength(1);
      // By keyboard: Enter opens the confirmation, Escape closes it and nothing goes.
      const deleteButton = page.getByRole('button', { name: words.entry.delete, exact: true });
      const dialog = page.getByTestId('delete-dialog');
      await deleteButton.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(deleteButton).toBeFocused();
      await deleteButton.click();
      await expect(dialog).toContainText('Grace Hopper');
      await expect(dialog).toContainText('Lebenslauf Grace.pdf');
      await expect(dialog.getByRole('button', { name: words.entry.cancel })).toBeFocused();
      await dialog.getByRole('button', { name: words.entry.confirm }).click();
      await expect(page.getByTestId('staff-notice')).toHaveText(`The entry from Grace Hopper was deleted.`);
      expect(cvFiles()).toEqual([]);
      if (env.DATABASE_URL) {
        const store = openPostgresStore(env.DATABASE_URL, dataDir);
        expect(await store.run((open) => open.get(entryId))).toBeUndefined();
        await store.close();
      }

      // The audit trail lists each step.
      await page.getByRole('link', { name: words.nav.audit }).click();
      const rows = page.locator(`[data-testid="audit-table"] tr[data-entry="${entryId}"]`);
      await expect(rows).toHaveCount(5);
      // One status line: the second save changed nothing; the reload opened the entry again.
      expect(await rows.evaluateAll((lines) => lines.map((line) => line.getAttribute('data-action')))).toEqual([
        'deleted',
        'downloaded',
        'opened',
        'status',
        'opened',
      ]);
      await expect(rows.nth(3)).toContainText(`set the status to “Rejected”, effective ${inWords(dayAnchor(today))}`);
      await expect(rows.first()).toContainText('hr@example.com');
      // The entry by kind and id, marked deleted; never by the applicant's name.
      await expect(rows.first()).toContainText(words.audit.entryDeleted);
      await expect(page.getByTestId('audit-table')).not.toContainText('Grace');

      // A wrong passkey: the same credential id with another private key.
      await page.getByRole('button', { name: words.nav.signOut }).click();
      const { credentials } = await authenticator.cdp.send('WebAuthn.getCredentials', {
        authenticatorId: authenticator.id,
      });
      const [real] = credentials;
      if (!real) throw new Error('no credential in the virtual authenticator');
      const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' })
        .privateKey.export({ format: 'der', type: 'pkcs8' })
        .toString('base64');
      await authenticator.cdp.send('WebAuthn.removeCredential', {
        authenticatorId: authenticator.id,
        credentialId: real.credentialId,
      });
      await authenticator.cdp.send('WebAuthn.addCredential', {
        authenticatorId: authenticator.id,
        credential: { ...real, privateKey: otherKey },
      });
      await page.getByRole('button', { name: words.signIn.button }).click();
      await expect(page.getByRole('alert')).toHaveText(words.signIn.refused);
      await expect(page.getByRole('heading', { name: words.signIn.heading })).toBeVisible();

      // The real passkey again; then the person is removed and the open page is signed out.
      await authenticator.cdp.send('WebAuthn.removeCredential', {
        authenticatorId: authenticator.id,
        credentialId: real.credentialId,
      });
      await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.id, credential: real });
      // By keyboard: Enter on the focused button signs in.
      await page.getByRole('button', { name: words.signIn.button }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: words.audit.heading, level: 1 })).toBeVisible();
      if (kind === 'sqlite') await germanList(context, staffOrigin, siteOrigin, dataDir);

      // A copied session cookie alone can neither add a passkey nor remove one (the owner's, or an id nobody
      // has: the same answer): the server asks for a fresh confirmation first.
      const copied = await page.context().browser()?.newContext();
      if (copied) {
        await copied.addCookies(await context.cookies(`${staffOrigin}/staff/`));
        const forged = await copied.request.post(`${staffOrigin}/staff/api/passkeys/options`, {
          headers: { origin: staffOrigin },
          data: {},
        });
        expect(forged.status()).toBe(403);
        expect(await forged.json()).toEqual({ error: 'verifyFirst' });
        for (const id of [base64url(real.credentialId), 'no-such-passkey']) {
          const removal = await copied.request.delete(`${staffOrigin}/staff/api/passkeys/${id}`, {
            headers: { origin: staffOrigin },
          });
          expect(removal.status(), id).toBe(403);
          expect(await removal.json()).toEqual({ error: 'verifyFirst' });
        }
        expect(staffCommand(env, 'list')).toMatch(/^hr@example\.com .*1 passkeys\)$/m);
        await copied.close();
      }

      // A second passkey, on a security key, after confirming with the laptop's; the laptop's authenticator is
      // excluded from holding two. Each is listed by name (no known AAGUID here: "Passkey") and its id's start.
      const securityKey = await addAuthenticator(page, 'usb');
      await page.getByRole('link', { name: words.nav.account }).click();
      await page.getByRole('button', { name: words.account.add }).click();
      await expect(page.getByTestId('staff-notice')).toHaveText(words.account.addedNow);
      const passkeys = page.getByTestId('passkey-list').getByRole('listitem');
      await expect(passkeys).toHaveCount(2);
      await expect(passkeys.first()).toContainText(new RegExp(`^${words.account.unnamed} · [\\w-]{6}`));
      expect(staffCommand(env, 'list')).toMatch(/^hr@example\.com .*2 passkeys\)$/m);
      const added = (await securityKey.cdp.send('WebAuthn.getCredentials', { authenticatorId: securityKey.id }))
        .credentials;
      expect(added).toHaveLength(1);
      if (kind === 'sqlite') await expectAxeClean(page);
      if (shotsDir && kind === 'sqlite') await shoot(page, 'account');

      // The security key's passkey removed, after a confirmation naming it; the last one cannot be.
      const addedStart = base64url(added[0]?.credentialId ?? '').slice(0, 6);
      const addedName = `${words.account.unnamed} · ${addedStart}`;
      const removeAdded = page.getByRole('button', { name: words.account.removeNamed.replace('{{name}}', addedName) });
      const removeDialog = page.getByTestId('remove-passkey-dialog');
      const cancelRemoval = removeDialog.getByRole('button', { name: words.entry.cancel });
      // By keyboard: Enter opens the confirmation on Cancel, Escape closes it; then Cancel: nothing goes.
      await removeAdded.focus();
      await page.keyboard.press('Enter');
      await expect(removeDialog).toBeVisible();
      await expect(removeDialog).toContainText(words.account.removeQuestion.replace('{{name}}', addedName));
      await expect(cancelRemoval).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(removeDialog).toBeHidden();
      await expect(removeAdded).toBeFocused();
      await removeAdded.click();
      await cancelRemoval.click();
      await expect(removeDialog).toBeHidden();
      await expect(removeAdded).toBeFocused();
      expect(staffCommand(env, 'list')).toMatch(/^hr@example\.com .*2 passkeys\)$/m);
      if (kind === 'sqlite') await germanRemoval(context, staffOrigin, addedStart);
      // Confirmed: the device's passkey prompt (a virtual authenticator answers it), then the removal; the
      // focus goes to the list, the removed passkey's button being gone.
      await removeAdded.click();
      await removeDialog.getByRole('button', { name: words.account.confirmRemove }).click();
      await expect(page.getByTestId('staff-notice')).toHaveText(
        words.account.removedNow.replace('{{name}}', addedName),
      );
      await expect(removeDialog).toBeHidden();
      await expect(passkeys).toHaveCount(1);
      await expect(page.getByTestId('passkey-list')).toBeFocused();
      expect(staffCommand(env, 'list')).toMatch(/^hr@example\.com .*1 passkeys\)$/m);
      // The last one offers no removal (the server refuses it too) and says why.
      await expect(passkeys.first().getByRole('button', { name: words.account.remove })).toHaveCount(0);
      await expect(page.getByTestId('only-passkey')).toHaveText(words.account.lastPasskey);
      // Renamed in place, listed by its new name.
      await passkeys.first().getByRole('button', { name: words.work.passkeys.rename }).click();
      await page.getByLabel(words.work.passkeys.nameLabel).fill('Office laptop');
      await page.getByRole('button', { name: words.work.passkeys.save }).click();
      await expect(page.getByTestId('staff-notice')).toHaveText(
        words.work.passkeys.renamed.replace('{{name}}', 'Office laptop'),
      );
      await expect(passkeys.first().locator('.staff-passkey-name')).toHaveText('Office laptop');

      // The trail has the sign-ins (which passkey, from where), the refused one, the enrolment and the passkeys.
      await page.getByRole('link', { name: words.nav.audit }).click();
      await expect(page.locator('[data-testid="audit-table"] tr[data-action="passkey-removed"]')).toHaveCount(1);
      const actions = await page
        .locator('[data-testid="audit-table"] tbody tr')
        .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-action')));
      for (const action of [
        'invited',
        'enrolled',
        'signed-in',
        'sign-in-refused',
        'signed-out',
        'listed',
        'passkey-added',
        'passkey-removed',
        'passkey-renamed',
      ])
        expect(actions, action).toContain(action);
      const signedIn = page.locator('[data-testid="audit-table"] tr[data-action="signed-in"]').first();
      await expect(signedIn).toContainText('127.0.0.1');
      expect(staffCommand(env, 'remove', 'hr@example.com')).toContain('Removed hr@example.com');
      // Signed in again where it signed out (the audit trail): the next request, for the list, is refused.
      await page.getByRole('link', { name: words.nav.inbox }).click();
      await expect(page.getByRole('heading', { name: words.signIn.heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(words.signIn.expired);
    });

    test('an admin invites a colleague on the People page, who enrols with the link the page shows once', async ({
      page,
      browser,
    }) => {
      await skipConsent(page);
      await addAuthenticator(page);
      const adminLink =
        /^http:\/\/localhost:\d+\/staff\/enrol\/[\w-]+$/m.exec(
          staffCommand(env, 'invite', 'boss@example.com', '--role', 'admin'),
        )?.[0] ?? '';
      await page.goto(adminLink);
      await page.getByRole('button', { name: words.enrol.button }).click();
      await expect(page.getByRole('heading', { name: words.account.heading, level: 1 })).toBeVisible();
      await page.getByRole('link', { name: words.nav.people }).click();
      const invitation = page.locator('.staff-invite');
      await invitation.getByLabel(words.people.inviteEmail).fill('colleague@example.com');
      await invitation.getByRole('radio', { name: words.roles.contact }).check();
      await invitation.getByRole('button', { name: words.people.invite }).click();
      await expect(invitation.getByTestId('staff-invited')).toContainText(
        words.people.invited.replace('{{email}}', 'colleague@example.com'),
      );
      const link = await invitation
        .getByLabel(words.people.linkLabel.replace('{{email}}', 'colleague@example.com'))
        .inputValue();
      expect(link).toMatch(new RegExp(`^${staffOrigin}/staff/enrol/[\\w-]+$`));
      await expect(page.getByRole('heading', { name: 'colleague@example.com', level: 2 })).toBeVisible();
      await shoot(page, 'people-invited');

      // The colleague, on a device of their own elsewhere (another address, through the trusted proxy: the sign-in
      // limit counts each address, and this run's has enrolled and signed in much this minute), registers a
      // passkey with it.
      const colleagueContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });
      const colleague = await colleagueContext.newPage();
      await addAuthenticator(colleague);
      await colleague.goto(link);
      await expect(colleague.getByText('colleague@example.com')).toBeVisible();
      await colleague.getByRole('button', { name: words.enrol.button }).click();
      await expect(colleague.getByRole('heading', { name: words.account.heading, level: 1 })).toBeVisible();
      await colleagueContext.close();
      expect(staffCommand(env, 'list')).toMatch(/^colleague@example\.com {2}contact .*1 passkeys\)$/m);

      // Invited again now that they have a passkey: refused in words, the address kept for correcting.
      await invitation.getByLabel(words.people.inviteEmail).fill('colleague@example.com');
      await invitation.getByRole('button', { name: words.people.invite }).click();
      await expect(invitation.getByRole('alert')).toHaveText(words.people.alreadyMember);
      await expect(invitation.getByLabel(words.people.inviteEmail)).toHaveValue('colleague@example.com');
      expect(staffCommand(env, 'remove', 'colleague@example.com')).toContain('Removed');
    });

    test('nothing of the inbox on the public port', async ({ request }) => {
      for (const path of ['/staff/', '/staff/sign-in', '/staff/api/entries', '/staff/api/me']) {
        expect((await request.get(`${siteOrigin}${path}`)).status(), path).toBe(404);
      }
      expect((await request.post(`${siteOrigin}/staff/api/sign-in/options`, { data: {} })).status()).toBe(404);
      // Nor in the public pages' build: the inbox is a bundle of its own (vite.staff.config.ts).
      const publicManifest = readFileSync(
        fileURLToPath(new URL('../../dist/client/.vite/manifest.json', import.meta.url)),
        'utf8',
      );
      expect(publicManifest).not.toContain('src/staff/');
      expect(publicManifest).not.toContain('simplewebauthn');
      const page = await request.get(`${staffOrigin}/staff/`);
      expect(page.status()).toBe(200);
      expect(page.headers()['x-robots-tag']).toBe('noindex, nofollow');
    });
  });
}

/** The DevTools protocol gives a credential id in base64; the server keeps and shows it in base64url. */
const base64url = (base64: string): string => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The confirmation before removing a passkey, in German, in a second window of the same person; cancelled. */
async function germanRemoval(context: BrowserContext, staffOrigin: string, idStart: string): Promise<void> {
  const browser = context.browser();
  if (!browser) return;
  const german = await browser.newContext({ locale: 'de-DE' });
  await german.addCookies(await context.cookies(`${staffOrigin}/staff/`));
  const page = await german.newPage();
  await page.goto(`${staffOrigin}/staff/account`);
  const account = staffDe.staff.account;
  const name = `${account.unnamed} · ${idStart}`;
  await page.getByRole('button', { name: account.removeNamed.replace('{{name}}', name) }).click();
  const dialog = page.getByTestId('remove-passkey-dialog');
  await expect(dialog).toContainText(account.removeQuestion.replace('{{name}}', name));
  await expect(dialog.getByRole('button', { name: account.confirmRemove })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'remove-passkey-de');
  await dialog.getByRole('button', { name: staffDe.staff.entry.cancel }).click();
  await expect(dialog).toBeHidden();
  await german.close();
}

/** The company's name and its mark, loaded (not the fallback tile), at the top of the page. */
async function expectBrand(page: Page): Promise<void> {
  const brand = page.getByTestId('staff-brand');
  await expect(brand).toContainText(company.name);
  await expect(brand.locator('img')).toBeVisible();
  expect(await brand.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

/**
 * In a second browser window of the same person, in German (the browser's language decides): a contact message
 * about energy trading is listed by the topic's German name, never its id ("Kontakt · energy"); once it has
 * waited 40 days unhandled, among the reminders with the day it is deleted regardless; an application's
 * decision saved, shown in words; and the audit trail.
 */
async function germanList(
  context: BrowserContext,
  staffOrigin: string,
  siteOrigin: string,
  dataDir: string,
): Promise<void> {
  const browser = context.browser();
  if (!browser) return;
  const visitor = await context.newPage();
  const de = dictionaries.de;
  await gotoHydrated(visitor, `${siteOrigin}/de/contact?service=energy`);
  await expect(visitor.locator('#contact-service')).toHaveValue('energy');
  await visitor.locator('#contact-name').fill('Ada Lovelace');
  await visitor.locator('#contact-email').fill('ada@example.com');
  await visitor.locator('#contact-message').fill(uniqueText('Strompreise'));
  await visitor.getByRole('button', { name: de.forms.contact.submit }).click();
  await expect(visitor.getByTestId('form-outcome')).toHaveText(de.forms.contact.success);
  await visitor.close();

  const german = await browser.newContext({ locale: 'de-DE' });
  await german.addCookies(await context.cookies(`${staffOrigin}/staff/`));
  const page = await german.newPage();
  await page.goto(`${staffOrigin}/staff/`);
  const item = page.getByTestId('inbox-item').filter({ hasText: 'Ada Lovelace' });
  await expect(item).toContainText(`${staffDe.staff.list.kindContact} · ${de.services.energy.name}`);
  await expect(item).not.toContainText('energy');
  await expectBrand(page);
  await shoot(page, 'list-de');
  await item.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace');
  await expect(page.getByText(de.services.energy.name)).toBeVisible();

  // Forty days unhandled: listed among the reminders, with the day it goes (six months after it arrived).
  const arrived = Date.now() - 40 * 24 * 3600_000;
  const store = await openSqliteStore(dataDir);
  const [message] = (await store.list({ kind: 'contact' })).filter((record) => record.name === 'Ada Lovelace');
  await store.query((db) =>
    db
      .updateTable('submissions')
      .set({ createdAt: arrived })
      .where('id', '=', message?.id ?? '')
      .execute(),
  );
  await store.close();
  const germanDay = (ms: number) =>
    new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(ms);
  const deletedOn = germanDay(startOfPotsdamDay(potsdamDayMonthsAfter(dayInPotsdam(arrived), 6)));
  await page.goto(`${staffOrigin}/staff/`);
  const reminders = page.getByTestId('awaiting-handling');
  await expect(reminders.getByRole('heading', { name: staffDe.staff.list.handlingHeading })).toBeVisible();
  await expect(reminders.getByTestId('reminder-item').filter({ hasText: 'Ada Lovelace' })).toContainText(
    staffDe.staff.list.deletedOn.replace('{{date}}', deletedOn),
  );
  await expectAxeClean(page);
  await shoot(page, 'reminders-de');

  // An application, rejected in German: the control says the saved decision in words.
  const form = new FormData();
  form.append('name', 'Hedy Lamarr');
  form.append('email', 'hedy@example.com');
  form.append('cv', new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)])]), 'cv.pdf');
  const posted = await fetch(`${siteOrigin}/api/applications`, { method: 'POST', body: form });
  expect(posted.status).toBe(201);
  await page.reload();
  await page.getByTestId('inbox-item').filter({ hasText: 'Hedy Lamarr' }).click();
  const status = page.getByTestId('status-control');
  await status.getByLabel(staffDe.staff.entry.status).selectOption('rejected');
  await status.getByRole('button', { name: staffDe.staff.entry.saveStatus }).click();
  await expect(status.getByRole('status')).toHaveText(staffDe.staff.entry.statusSaved);
  const today = dayInPotsdam(Date.now());
  await expect(status.getByTestId('saved-decision')).toHaveText(
    `Gespeicherte Entscheidung: Abgesagt, wirksam ab ${germanDay(dayAnchor(today))}`,
  );
  await expect(status.getByLabel(staffDe.staff.entry.status)).toHaveValue('rejected');
  await expectAxeClean(page);
  await shoot(page, 'decision-de');

  await page.goto(`${staffOrigin}/staff/audit`);
  await expect(page.getByRole('heading', { name: 'Protokoll', level: 1 })).toBeVisible();
  await shoot(page, 'audit-de');
  await german.close();
  await councilAndPrivacy(context, staffOrigin, dataDir);
}

/**
 * The works council's window and the data-protection view, as HR sees them, in German and Turkish: an opening
 * opened to the council says until when; a contact message whose six months end in five days is due.
 */
async function councilAndPrivacy(context: BrowserContext, staffOrigin: string, dataDir: string): Promise<void> {
  const browser = context.browser();
  if (!browser) return;
  // Two more browser windows with two pages each: time of their own.
  test.setTimeout(test.info().timeout + 45_000);
  const store = await openSqliteStore(dataDir);
  const arrived = startOfPotsdamDay(potsdamDayMonthsAfter(dayInPotsdam(Date.now()), -6)) + 5 * 24 * 3600_000;
  const [message] = (await store.list({ kind: 'contact' })).filter((record) => record.name === 'Ada Lovelace');
  await store.query((db) =>
    db
      .updateTable('submissions')
      .set({ createdAt: arrived })
      .where('id', '=', message?.id ?? '')
      .execute(),
  );
  // An application for an opening that has left the site: its selection, and the council's say, come after.
  writeFileSync(cvPath(dataDir, 'cv-council.pdf'), '%PDF-1.7\n');
  await store.insert(
    {
      kind: 'application',
      data: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello' },
      cv: { file: 'cv-council.pdf', name: 'cv.pdf', size: 9, type: 'pdf' },
      job: { slug: 'compiler-engineer', title: 'Compiler Engineer' },
    },
    { locale: 'de', idempotencyKey: undefined },
    Date.now(),
  );
  await store.close();
  for (const [locale, staff] of [
    ['de-DE', staffDe.staff],
    ['tr-TR', staffTr.staff],
  ] as const) {
    const inLanguage = await browser.newContext({ locale });
    await inLanguage.addCookies(await context.cookies(`${staffOrigin}/staff/`));
    const page = await inLanguage.newPage();
    await page.goto(`${staffOrigin}/staff/`);
    await page.getByRole('link', { name: staff.council.nav }).click();
    const first = page.getByTestId('council-window').first();
    const openButton = first.getByRole('button', {
      name: new RegExp(`^(${staff.council.open}|${staff.council.extend}):`),
    });
    await openButton.click();
    await expect(page.getByTestId('staff-notice')).toContainText(staff.council.opened.split('{{job}}')[0] ?? '');
    await expect(first.getByRole('button', { name: new RegExp(`^${staff.council.close}:`) })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, `council-${locale.slice(0, 2)}`);
    await page.getByRole('link', { name: staff.privacy.nav }).click();
    await expect(page.getByTestId('privacy-due-item').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, `privacy-${locale.slice(0, 2)}`);
    await inLanguage.close();
  }
}
