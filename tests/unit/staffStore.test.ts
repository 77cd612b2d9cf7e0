/** The staff inbox's store (src/staff/server/store) on SQLite and PostgreSQL: people, links, sessions, audit, retention. */
import { afterEach, describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { submissionMail } from '../../src/server/mail/message';
import type { SubmissionRecord } from '../../src/submissions/storedSubmission';
import { sweep } from '../../src/server/retention/sweep';
import { formsStoreOn } from '../../src/server/store/access';
import { inboxRetention, runStaffCommand, staffStoreOn } from '../../src/staff/server';
import type { StaffTables } from '../../src/staff/server/store/tables';
import { enrolmentLifetimeMs, secretHash, sessionIdleMs, sessionMaxMs } from '../../src/staff/server/store/StaffStore';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const hour = 3600_000;
const start = Date.UTC(2026, 0, 10, 9);

describe.each(storeKinds)('the staff store on %s', (kind) => {
  let test: TestStore;
  afterEach(() => test.close());
  const open = async () => {
    test = await openTestStore(kind);
    return test.reader.database.run((connection) => staffStoreOn(connection));
  };

  it('invites a person once by address, lists them with their passkeys, and removes them with their sessions', async () => {
    const staff = await open();
    const first = await staff.invite(' HR@Example.com ', start);
    const second = await staff.invite('hr@example.com', start);
    expect(second.staff.id).toBe(first.staff.id);
    expect(first.token).not.toBe(second.token);
    // A re-invitation voids the earlier link.
    expect(await staff.enrolment(first.token, start)).toEqual({ refused: 'unknown' });
    expect(await staff.enrolment(second.token, start)).toMatchObject({ staff: { email: 'hr@example.com' } });
    await staff.addPasskey({
      id: 'cred-1',
      staffId: first.staff.id,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ['internal'],
      authenticator: null,
      createdAt: start,
    });
    const session = await staff.startSession(first.staff.id, start);
    expect(await staff.list()).toMatchObject([
      { email: 'hr@example.com', passkeys: [{ id: 'cred-1', transports: ['internal'] }] },
    ]);
    expect(Buffer.from((await staff.passkey('cred-1'))?.publicKey ?? [])).toEqual(Buffer.from([1, 2, 3]));
    expect(await staff.remove('HR@example.com')).toBe(true);
    expect(await staff.session(session, start + 1000)).toBeUndefined();
    expect(await staff.passkey('cred-1')).toBeUndefined();
    expect(await staff.list()).toEqual([]);
    expect(await staff.remove('hr@example.com')).toBe(false);
  });

  it('keeps no secret in the clear: links and sessions are stored as hashes', async () => {
    const staff = await open();
    const { token, staff: person } = await staff.invite('a@example.com', start);
    const session = await staff.startSession(person.id, start);
    expect(secretHash(token)).not.toBe(token);
    const db = test.reader.database.kysely.withTables<StaffTables>();
    const rows = await db.selectFrom('staffSessions').select('idHash').execute();
    expect(rows).toEqual([{ idHash: secretHash(session) }]);
  });

  it('lets an enrolment link be used once, within 24 hours', async () => {
    const staff = await open();
    const { token } = await staff.invite('a@example.com', start);
    expect(await staff.enrolment(token, start + enrolmentLifetimeMs - 1)).toMatchObject({
      staff: { email: 'a@example.com' },
    });
    expect(await staff.enrolment(token, start + enrolmentLifetimeMs)).toEqual({ refused: 'expired' });
    expect(await staff.useEnrolment(token, start + enrolmentLifetimeMs)).toBe(false);
    expect(await staff.useEnrolment(token, start + hour)).toBe(true);
    expect(await staff.useEnrolment(token, start + hour)).toBe(false);
    expect(await staff.enrolment(token, start + hour)).toEqual({ refused: 'used' });
    expect(await staff.enrolment('not-a-link', start)).toEqual({ refused: 'unknown' });
  });

  it('ends a session after 30 minutes idle, after 12 hours in all, and on sign-out', async () => {
    const staff = await open();
    const { staff: person } = await staff.invite('a@example.com', start);
    const idle = await staff.startSession(person.id, start);
    expect(await staff.session(idle, start + sessionIdleMs - 1)).toMatchObject({ email: 'a@example.com' });
    // Each request renews the idle time: 29 minutes later it is still valid.
    expect(await staff.session(idle, start + 2 * sessionIdleMs - 2)).toBeDefined();
    expect(await staff.session(idle, start + 3 * sessionIdleMs - 2)).toBeUndefined();

    const busy = await staff.startSession(person.id, start);
    let now = start;
    while (now + 20 * 60_000 < start + sessionMaxMs) {
      now += 20 * 60_000;
      expect(await staff.session(busy, now)).toBeDefined();
    }
    expect(await staff.session(busy, start + sessionMaxMs)).toBeUndefined();

    const signedOut = await staff.startSession(person.id, start);
    await staff.endSession(signedOut);
    expect(await staff.session(signedOut, start + 1)).toBeUndefined();
  });

  it('answers each WebAuthn challenge once, for its purpose, within five minutes', async () => {
    const staff = await open();
    const id = await staff.saveChallenge({ purpose: 'sign-in', challenge: 'abc', staffId: null }, start);
    expect(await staff.takeChallenge(id, 'enrol', start)).toBeUndefined();
    const again = await staff.saveChallenge({ purpose: 'sign-in', challenge: 'def', staffId: null }, start);
    expect(await staff.takeChallenge(again, 'sign-in', start + 1000)).toEqual({
      challenge: 'def',
      staffId: null,
      sessionHash: null,
    });
    expect(await staff.takeChallenge(again, 'sign-in', start + 1000)).toBeUndefined();
    const late = await staff.saveChallenge({ purpose: 'sign-in', challenge: 'ghi', staffId: null }, start);
    expect(await staff.takeChallenge(late, 'sign-in', start + 5 * 60_000)).toBeUndefined();
  });

  it('keeps the audit trail a year: the retention deletes older lines', async () => {
    const staff = await open();
    const now = new Date(Date.UTC(2027, 5, 1));
    await staff.audit(
      { staffEmail: 'a@example.com', action: 'opened', submissionId: 's1', kind: 'application', detail: null },
      Date.UTC(2026, 4, 31),
    );
    await staff.audit(
      { staffEmail: 'a@example.com', action: 'deleted', submissionId: 's1', kind: 'application', detail: null },
      Date.UTC(2026, 5, 2),
    );
    const retention = (dryRun: boolean) =>
      sweep(formsStoreOn(test.reader.database, test.dataDir), inboxRetention, {
        periods: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 },
        now: now.getTime(),
        dryRun,
      });
    expect((await retention(true)).counts.auditLines).toBe(1);
    expect(await staff.auditTrail('s1')).toHaveLength(2);
    expect((await retention(false)).counts.auditLines).toBe(1);
    expect((await staff.auditTrail('s1')).map((line) => line.action)).toEqual(['deleted']);
  });

  it('`npm run staff` invites with a link to STAFF_ORIGIN, lists and removes', async () => {
    const staff = await open();
    const lines: string[] = [];
    const output = { print: (text: string) => lines.push(text), printError: (text: string) => lines.push(text) };
    {
      expect(await runStaffCommand(staff, 'invite', 'hr@example.com', undefined, output)).toBe(1);
      expect(await runStaffCommand(staff, 'invite', 'hr@example.com', 'https://inbox.example.com', output)).toBe(0);
      const link = lines.find((line) => line.startsWith('https://'));
      expect(link).toMatch(/^https:\/\/inbox\.example\.com\/staff\/enrol\/[\w-]{43}$/);
      expect(await staff.enrolment(link?.split('/').pop() ?? '')).toMatchObject({ staff: { email: 'hr@example.com' } });
      expect(await runStaffCommand(staff, 'list', undefined, undefined, output)).toBe(0);
      expect(lines.some((line) => line.startsWith('hr@example.com') && line.includes('0 passkeys'))).toBe(true);
      expect(await runStaffCommand(staff, 'remove', 'hr@example.com', undefined, output)).toBe(0);
      expect(await staff.list()).toEqual([]);
    }
  });
});

describe('the notification e-mail with the staff inbox (STAFF_ORIGIN)', () => {
  const record: SubmissionRecord = {
    id: 'a1b2',
    kind: 'application',
    createdAt: start,
    locale: 'de',
    name: 'Grace',
    email: 'grace@example.com',
    service: null,
    phone: null,
    position: null,
    job: null,
    message: 'Hello',
    cv: { file: 'x.pdf', name: 'Grace CV.pdf', size: 13, type: 'pdf' },
    deliveredAt: null,
    attempts: 0,
    nextAttemptAt: start,
    lastError: null,
    handledAt: null,
    handledBy: null,
    status: 'received',
    decidedAt: null,
    decisionRecordedAt: null,
  };

  it('links to the entry in the inbox instead of naming a shell command, and still attaches no CV', () => {
    const mail = submissionMail(record, 'web@example.com', 'hr@example.com', {
      staffOrigin: 'https://inbox.example.com',
    });
    expect(mail.text).toContain('https://inbox.example.com/staff/entry/a1b2');
    expect(mail.text).not.toContain('Grace CV.pdf');
    expect(mail.text).not.toContain('npm run submissions -- show');
    expect(mail.attachments).toBeUndefined();
    const contact = submissionMail(
      { ...record, kind: 'contact', cv: null, service: 'it' },
      'web@example.com',
      'hr@example.com',
      { staffOrigin: 'https://inbox.example.com' },
    );
    expect(contact.text).toContain('Im Posteingang: https://inbox.example.com/staff/entry/a1b2');
  });

  it('the privacy policy says, in each language, that the audit trail is kept for one year', () => {
    expect(allMessages.en.privacy.security).toContain('We keep this record for one year');
    expect(allMessages.de.privacy.security).toContain('Dieses Protokoll bewahren wir ein Jahr lang auf');
    expect(allMessages.tr.privacy.security).toContain('bu kaydı bir yıl boyunca saklar');
  });
});
