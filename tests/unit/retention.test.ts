/**
 * The privacy policy's retention rules (src/submissions/retention.ts) in Potsdam days and clamped calendar
 * months, and one sweep of the server's retention (src/server/retention/sweep.ts) as the server and
 * `npm run retention` run it, on SQLite and PostgreSQL, with the clock set by the test: applications counted
 * from the decision (a hiring from when it was recorded), never from their arrival; contact messages from the
 * day they were handled, at the latest six months after they arrived; each deletion with its audit line.
 */
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dayInPotsdam, monthsBefore, potsdamDayMonthsAfter, startOfPotsdamDay } from '../../src/content/potsdamDay';
import { sweep } from '../../src/server/retention/sweep';
import { formsStoreOn } from '../../src/server/store/access';
import { cvDirectory, cvPath, writeCvFile } from '../../src/server/store/cvFiles';
import { inboxRetention, staffStoreOn } from '../../src/staff/server';
import { awaitsDecision, awaitsHandling, deletionDate, deletionDay } from '../../src/submissions/retention';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const periods = { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 };
const meta = { locale: 'de' as const, idempotencyKey: undefined };
const day = 24 * 3600_000;
/** 15 January 2026, 10:00 in Potsdam. */
const arrived = Date.UTC(2026, 0, 15, 9);
/** The rejection was sent on 20 May 2026 (stored as noon UTC of that day). */
const rejected = Date.UTC(2026, 4, 20, 12);
/** The start of a Potsdam day. */
const on = startOfPotsdamDay;
const applicant = { name: 'Grace Hopper', email: 'grace@example.com', message: 'My cover letter.' };
const contact = { name: 'Ada', email: 'ada@example.com', service: 'it' as const, message: 'Hello' };

describe('the retention rules, in Potsdam days', () => {
  const application = { kind: 'application' as const, createdAt: arrived, handledAt: null, decisionRecordedAt: null };

  it('add calendar months with date-fns: 31 August + 6 months is the last day of February, never 3 March', () => {
    expect(potsdamDayMonthsAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(potsdamDayMonthsAfter('2027-08-31', 6)).toBe('2028-02-29');
    expect(potsdamDayMonthsAfter('2026-05-31', 6)).toBe('2026-11-30');
    const late = { ...application, status: 'rejected' as const, decidedAt: Date.UTC(2026, 7, 31, 12) };
    expect(deletionDay(late, periods)).toEqual({ day: '2027-02-28', rule: 'rejected' });
    // Deleted at the start of that Potsdam day: 23:00 UTC on 27 February.
    expect(deletionDate(late, periods)).toBe(Date.UTC(2027, 1, 27, 23));
  });

  it('count an application from its decision, never from its arrival', () => {
    expect(deletionDate({ ...application, status: 'received', decidedAt: null }, periods)).toBeNull();
    expect(deletionDate({ ...application, status: 'in-review', decidedAt: null }, periods)).toBeNull();
    expect(deletionDay({ ...application, status: 'rejected', decidedAt: rejected }, periods)).toEqual({
      day: '2026-11-20',
      rule: 'rejected',
    });
    expect(deletionDay({ ...application, status: 'withdrawn', decidedAt: rejected }, periods)?.day).toBe('2026-11-20');
    // A handled mark on an application (stored before it had only its decision) lets nothing go, nor moves a day.
    const marked = { ...application, handledAt: arrived + day };
    expect(deletionDate({ ...marked, status: 'received', decidedAt: null }, periods)).toBeNull();
    expect(deletionDay({ ...marked, status: 'rejected', decidedAt: rejected }, periods)?.day).toBe('2026-11-20');
  });

  it('count a hiring’s 30 days from when it was recorded, not from the day it names', () => {
    // Recorded on 1 December 2026 at 15:00 in Potsdam, naming 20 May as the day the hiring took effect.
    const recordedAt = Date.UTC(2026, 11, 1, 14);
    const hired = { ...application, status: 'hired' as const, decidedAt: rejected, decisionRecordedAt: recordedAt };
    expect(deletionDay(hired, periods)).toEqual({ day: '2026-12-31', rule: 'hired' });
    // Recorded at 00:30 in Potsdam (23:30 UTC the day before): its Potsdam day counts.
    expect(deletionDay({ ...hired, decisionRecordedAt: Date.UTC(2026, 10, 30, 23, 30) }, periods)?.day).toBe(
      '2026-12-31',
    );
  });

  it('delete a contact message 30 days after it was handled, at the latest six months after it arrived', () => {
    const message = {
      kind: 'contact' as const,
      createdAt: arrived,
      status: null,
      decidedAt: null,
      decisionRecordedAt: null,
    };
    expect(deletionDay({ ...message, handledAt: null }, periods)).toEqual({ day: '2026-07-15', rule: 'unhandled' });
    expect(deletionDay({ ...message, handledAt: arrived + 2 * day }, periods)).toEqual({
      day: '2026-02-16',
      rule: 'handled',
    });
    // Handled on 10 July: 30 days later would be after the six months: the six months win.
    expect(deletionDay({ ...message, handledAt: Date.UTC(2026, 6, 10, 9) }, periods)).toEqual({
      day: '2026-07-15',
      rule: 'handled',
    });
  });

  it('remind of an application three months undecided, and of a contact message a month unhandled', () => {
    const undecided = { ...application, status: 'received' as const, decidedAt: null };
    expect(awaitsDecision(undecided, monthsBefore(arrived, -3) - 1)).toBe(false);
    expect(awaitsDecision(undecided, monthsBefore(arrived, -3))).toBe(true);
    expect(awaitsDecision({ ...undecided, status: 'rejected', decidedAt: rejected }, arrived + 300 * day)).toBe(false);
    const message = {
      kind: 'contact' as const,
      createdAt: arrived,
      status: null,
      decidedAt: null,
      decisionRecordedAt: null,
    };
    expect(awaitsHandling({ ...message, handledAt: null }, arrived + 30 * day)).toBe(false);
    expect(awaitsHandling({ ...message, handledAt: null }, arrived + 31 * day)).toBe(true);
    expect(awaitsHandling({ ...message, handledAt: arrived + day }, arrived + 60 * day)).toBe(false);
  });

  it('read a moment’s Potsdam day: 23:30 UTC on 7 December is 8 December in Potsdam', () => {
    expect(dayInPotsdam(Date.UTC(2026, 11, 7, 23, 30))).toBe('2026-12-08');
    expect(dayInPotsdam(Date.UTC(2026, 6, 7, 21, 59))).toBe('2026-07-07');
    expect(dayInPotsdam(Date.UTC(2026, 6, 7, 22, 0))).toBe('2026-07-08');
  });
});

describe.each(storeKinds)('a retention sweep on %s', (kind) => {
  let test: TestStore;
  afterEach(() => test.close());

  const access = () => formsStoreOn(test.reader.database, test.dataDir);
  async function application(at: number) {
    const file = await writeCvFile(test.dataDir, Buffer.from(`%PDF-${String(at)}`), 'pdf');
    const cv = { file, name: 'Grace CV.pdf', size: 12, type: 'pdf' as const };
    const { id } = await test.reader.run((store) =>
      store.insert({ kind: 'application', data: applicant, cv }, meta, at),
    );
    return { id, file };
  }
  const run = (now: number, dryRun = false) => sweep(access(), inboxRetention, { periods, now, dryRun });
  const ids = async () => (await test.reader.run((store) => store.list())).map((record) => record.id).sort();
  const trail = async (id: string) => (await staffStoreOn(test.reader.database)).auditTrail(id);

  it('keeps an application rejected on day D until D + 6 months, then deletes it with its CV and an audit line', async () => {
    test = await openTestStore(kind);
    const { id, file } = await application(arrived);
    await test.reader.run((store) => store.setStatus(id, 'rejected', rejected, rejected));
    // Seven months after its arrival, but only four after the rejection: kept.
    expect((await run(potsdamTime('2026-08-15'))).counts.applicationsRejected).toBe(0);
    expect((await run(on('2026-11-20') - 1)).counts.applicationsRejected).toBe(0);
    expect(await ids()).toEqual([id]);
    const report = await run(on('2026-11-20'));
    expect(report.counts).toMatchObject({ applicationsRejected: 1, applicationsWithdrawn: 0, applicationsHired: 0 });
    expect(await ids()).toEqual([]);
    // SQLite keeps the CV as a file beside the database; it goes with the row.
    if (kind === 'sqlite') expect(existsSync(cvPath(test.dataDir, file))).toBe(false);
    expect(await trail(id)).toMatchObject([
      { action: 'deleted', staffEmail: null, submissionId: id, kind: 'application', detail: 'retention' },
    ]);
  });

  it('never deletes an undecided application: at 7 months it is kept and listed', async () => {
    test = await openTestStore(kind);
    const { id } = await application(arrived);
    const other = await application(potsdamTime('2026-07-15'));
    await test.reader.run((store) => store.setStatus(other.id, 'in-review', null));
    const report = await run(potsdamTime('2026-08-15'));
    expect(report.counts.applicationsRejected + report.counts.applicationsHired).toBe(0);
    expect(report.awaitingDecision.map((record) => record.id)).toEqual([id]);
    expect(await ids()).toEqual([id, other.id].sort());
  });

  it('deletes a hiring 30 days after it was recorded, and a withdrawal 6 months after its day', async () => {
    test = await openTestStore(kind);
    const hired = await application(arrived);
    const withdrawn = await application(arrived);
    const recordedAt = potsdamTime('2026-06-01');
    await test.reader.run(async (store) => {
      // The hiring names 20 May, but was recorded on 1 June: its month runs from 1 June.
      await store.setStatus(hired.id, 'hired', rejected, recordedAt);
      await store.setStatus(withdrawn.id, 'withdrawn', rejected, recordedAt);
    });
    expect((await run(on('2026-06-19'))).counts.applicationsHired).toBe(0);
    expect((await run(on('2026-07-01') - 1)).counts.applicationsHired).toBe(0);
    expect((await run(on('2026-07-01'))).counts.applicationsHired).toBe(1);
    expect(await ids()).toEqual([withdrawn.id]);
    expect((await run(on('2026-11-20'))).counts.applicationsWithdrawn).toBe(1);
  });

  it('deletes a contact message 30 days after it was handled, and one never handled six months after it arrived', async () => {
    test = await openTestStore(kind);
    const [handled, open] = await test.reader.run(async (store) => [
      (await store.insert({ kind: 'contact', data: contact }, meta, arrived)).id,
      (await store.insert({ kind: 'contact', data: contact }, meta, arrived)).id,
    ]);
    const handledOn = arrived + 2 * day;
    await test.reader.run((store) => store.markHandled(handled, 'hr@example.com', handledOn));
    const dry = await run(on('2026-02-16'), true);
    expect(dry.counts.contactsHandled).toBe(1);
    expect(await ids()).toEqual([handled, open].sort());
    expect((await run(on('2026-02-16') - 1)).counts.contactsHandled).toBe(0);
    expect((await run(on('2026-02-16'))).counts.contactsHandled).toBe(1);
    expect(await ids()).toEqual([open]);
    // A month unhandled: listed, with the day it goes regardless.
    expect((await run(potsdamTime('2026-03-01'))).awaitingHandling.map((record) => record.id)).toEqual([open]);
    expect((await run(on('2026-07-15') - 1)).counts.contactsUnhandled).toBe(0);
    expect((await run(on('2026-07-15'))).counts.contactsUnhandled).toBe(1);
    expect(await ids()).toEqual([]);
    expect((await trail(open)).map((line) => [line.action, line.detail])).toEqual([['deleted', 'retention']]);
  });

  it('keeps an entry whose decision staff changed since the sweep read it', async () => {
    test = await openTestStore(kind);
    const { id } = await application(arrived);
    await test.reader.run((store) => store.setStatus(id, 'rejected', rejected, rejected));
    const [record] = await test.reader.run((store) => store.list());
    if (!record) throw new Error('no record');
    await test.reader.run((store) => store.setStatus(id, 'hired', rejected + day, potsdamTime('2026-11-19')));
    expect(await test.reader.run((store) => store.deleteExpired(record))).toBe(false);
    expect(await ids()).toEqual([id]);
  });

  it('removes CV files no row refers to after a day', async () => {
    test = await openTestStore(kind);
    const orphan = join(cvDirectory(test.dataDir), 'orphan.pdf');
    writeFileSync(orphan, '%PDF');
    utimesSync(orphan, new Date(arrived), new Date(arrived));
    expect((await run(arrived + 2 * day)).counts.orphanCvs).toBe(1);
    expect(readdirSync(cvDirectory(test.dataDir))).toEqual([]);
  });
});

/** Noon in Potsdam on `day`. */
function potsdamTime(day: string): number {
  return on(day) + 12 * 3600_000;
}
