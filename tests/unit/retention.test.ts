/**
 * The privacy policy's retention rules (src/submissions/retention.ts) as `npm run retention` keeps them, on SQLite
 * and PostgreSQL, with the clock set by the test: applications counted from the decision, never from their
 * arrival; contact messages from the day they were handled.
 */
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyRetention } from '../../src/server/cli/retention';
import { cvDirectory, cvPath, writeCvFile } from '../../src/server/store/cvFiles';
import { awaitsDecision, deletionDate, monthsAfter } from '../../src/submissions/retention';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const periods = { applicationMonths: 6, contactDays: 30 };
const meta = { locale: 'de' as const, idempotencyKey: undefined };
const day = 24 * 3600_000;
const arrived = Date.UTC(2026, 0, 15, 9);
/** The rejection was sent on this day (D). */
const rejected = Date.UTC(2026, 4, 20, 9);
const applicant = { name: 'Grace Hopper', email: 'grace@example.com', message: 'My cover letter.' };

describe.each(storeKinds)('retention on %s', (kind) => {
  let test: TestStore;
  afterEach(() => test.close());

  async function application(at: number) {
    const file = await writeCvFile(test.dataDir, Buffer.from(`%PDF-${String(at)}`), 'pdf');
    const cv = { file, name: 'Grace CV.pdf', size: 12, type: 'pdf' as const };
    const { id } = await test.reader.run((store) =>
      store.insert({ kind: 'application', data: applicant, cv }, meta, at),
    );
    return { id, file };
  }
  const run = (now: number, dryRun = false) =>
    test.reader.run((store) => applyRetention(store, test.reader.database, periods, dryRun, new Date(now)));
  const ids = async () => (await test.reader.run((store) => store.list())).map((record) => record.id).sort();

  it('keeps an application rejected on day D until D + 6 months, then deletes it with its CV', async () => {
    test = await openTestStore(kind);
    const { id, file } = await application(arrived);
    await test.reader.run((store) => store.setStatus(id, 'rejected', rejected));
    // Seven months after its arrival, but only four after the rejection: kept.
    expect((await run(monthsAfter(arrived, 7))).applications).toBe(0);
    expect((await run(monthsAfter(rejected, 6) - day)).applications).toBe(0);
    expect(await ids()).toEqual([id]);
    expect((await run(monthsAfter(rejected, 6) + day)).applications).toBe(1);
    expect(await ids()).toEqual([]);
    // SQLite keeps the CV as a file beside the database; it goes with the row.
    if (kind === 'sqlite') expect(existsSync(cvPath(test.dataDir, file))).toBe(false);
  });

  it('never deletes an undecided application: at 7 months it is kept and listed', async () => {
    test = await openTestStore(kind);
    const { id } = await application(arrived);
    const other = await application(monthsAfter(arrived, 6));
    await test.reader.run((store) => store.setStatus(other.id, 'in-review', null));
    const report = await run(monthsAfter(arrived, 7));
    expect(report.applications).toBe(0);
    expect(report.awaitingDecision.map((record) => record.id)).toEqual([id]);
    expect(await ids()).toEqual([id, other.id].sort());
  });

  it('deletes a hired applicant’s entry 30 days after the hiring, and a withdrawn one 6 months after', async () => {
    test = await openTestStore(kind);
    const hired = await application(arrived);
    const withdrawn = await application(arrived);
    await test.reader.run(async (store) => {
      await store.setStatus(hired.id, 'hired', rejected);
      await store.setStatus(withdrawn.id, 'withdrawn', rejected);
    });
    expect((await run(rejected + 29 * day)).applications).toBe(0);
    expect((await run(rejected + 31 * day)).applications).toBe(1);
    expect(await ids()).toEqual([withdrawn.id]);
    expect((await run(monthsAfter(rejected, 6) + day)).applications).toBe(1);
  });

  it('deletes a contact message 30 days after it was handled, and keeps one not yet handled', async () => {
    test = await openTestStore(kind);
    const contact = { name: 'Ada', email: 'ada@example.com', service: 'it' as const, message: 'Hello' };
    const [handled, open] = await test.reader.run(async (store) => [
      (await store.insert({ kind: 'contact', data: contact }, meta, arrived)).id,
      (await store.insert({ kind: 'contact', data: contact }, meta, arrived)).id,
    ]);
    const handledOn = arrived + 2 * day;
    await test.reader.run((store) => store.markHandled(handled, 'hr@example.com', handledOn));
    const dry = await run(handledOn + 31 * day, true);
    expect(dry.contactMessages).toBe(1);
    expect(await ids()).toEqual([handled, open].sort());
    expect((await run(handledOn + 29 * day)).contactMessages).toBe(0);
    expect((await run(handledOn + 31 * day)).contactMessages).toBe(1);
    expect(await ids()).toEqual([open]);
    expect((await run(monthsAfter(arrived, 24))).contactMessages).toBe(0);
  });

  it('removes CV files no row refers to after a day', async () => {
    test = await openTestStore(kind);
    const orphan = join(cvDirectory(test.dataDir), 'orphan.pdf');
    writeFileSync(orphan, '%PDF');
    utimesSync(orphan, new Date(arrived), new Date(arrived));
    expect((await run(arrived + 2 * day)).orphanFiles).toBe(1);
    expect(readdirSync(cvDirectory(test.dataDir))).toEqual([]);
  });
});

describe('the retention rules', () => {
  const record = { kind: 'application' as const, createdAt: arrived, handledAt: null };
  it('count an application from its decision, never from its arrival', () => {
    expect(deletionDate({ ...record, status: 'received', decidedAt: null }, periods)).toBeNull();
    expect(deletionDate({ ...record, status: 'in-review', decidedAt: null }, periods)).toBeNull();
    expect(deletionDate({ ...record, status: 'rejected', decidedAt: rejected }, periods)).toBe(
      monthsAfter(rejected, 6),
    );
    expect(deletionDate({ ...record, status: 'hired', decidedAt: rejected }, periods)).toBe(rejected + 30 * day);
  });
  it('remind of an application that has waited three months for a decision', () => {
    const undecided = { ...record, status: 'received' as const, decidedAt: null };
    expect(awaitsDecision(undecided, monthsAfter(arrived, 3) - day)).toBe(false);
    expect(awaitsDecision(undecided, monthsAfter(arrived, 3))).toBe(true);
    expect(awaitsDecision({ ...undecided, status: 'rejected', decidedAt: rejected }, monthsAfter(arrived, 9))).toBe(
      false,
    );
  });
});
