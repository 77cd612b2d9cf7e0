/**
 * The forms server runs the privacy policy's retention by itself (src/server/retention/), on SQLite and
 * PostgreSQL, with a fake clock (vitest's, which the server's own Date reads): built by the real app builder
 * with no command, it deletes a rejected application of seven months, a handled contact message of 31 days
 * and an unhandled one of seven months within a minute of its start, each with its audit line; it records
 * the run and serves it on /metrics; the next night at RETENTION_AT it runs again; two servers on one
 * PostgreSQL run it once; switched off, it says so and runs nothing.
 */
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayInPotsdam, potsdamDayMonthsAfter, startOfPotsdamDay } from '../../src/content/potsdamDay';
import { buildServer } from '../../src/server/app';
import type { FormsSettings } from '../../src/server/config';
import { serveMetrics } from '../../src/server/metrics/listener';
import { nextSlot } from '../../src/server/retention/slots';
import { writeCvFile } from '../../src/server/store/cvFiles';
import { staffStoreOn } from '../../src/staff/server';
import { dayAnchor } from '../../src/submissions/decisions';
import { fakeDist, testForms } from './support/fakeDist';
import { captureLogs } from './support/logCapture';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const day = 24 * 3600_000;
/** 10 January 2027, 10:00 in Potsdam: the servers start then. */
const start = Date.UTC(2027, 0, 10, 9);
const meta = { locale: 'de' as const, idempotencyKey: undefined };
const contact = { name: 'Ada', email: 'ada@example.com', service: 'it' as const, message: 'Hello' };
const applicant = { name: 'Grace Hopper', email: 'grace@example.com', message: 'My cover letter.' };
const dailyAt = { hour: 3, minute: 30 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.useRealTimers();
});

/** Starts the clock at `start`, running on by itself as real time passes; `timers`: setTimeout too (to jump to the night). */
function fakeClock(timers = false) {
  vi.useFakeTimers({ toFake: timers ? ['Date', 'setTimeout', 'clearTimeout'] : ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(start);
}

async function store(kind: (typeof storeKinds)[number]): Promise<TestStore> {
  const test = await openTestStore(kind);
  cleanups.push(() => test.close());
  return test;
}

/** The entries retention must delete now, and those it must keep. */
async function entries(test: TestStore) {
  const sevenMonthsAgo = startOfPotsdamDay(potsdamDayMonthsAfter(dayInPotsdam(start), -7)) + 10 * 3600_000;
  return test.reader.run(async (open) => {
    const insertContact = async (at: number) => (await open.insert({ kind: 'contact', data: contact }, meta, at)).id;
    const insertApplication = async (at: number) => {
      const file = await writeCvFile(test.dataDir, Buffer.from(`%PDF-${String(at)}`), 'pdf');
      const cv = { file, name: 'cv.pdf', size: 12, type: 'pdf' as const };
      return (await open.insert({ kind: 'application', data: applicant, cv }, meta, at)).id;
    };
    const rejected = await insertApplication(sevenMonthsAgo - 10 * day);
    await open.setStatus(rejected, 'rejected', dayAnchor(dayInPotsdam(sevenMonthsAgo)), sevenMonthsAgo);
    const handled = await insertContact(start - 40 * day);
    await open.markHandled(handled, 'hr@example.com', start - 31 * day);
    const unhandled = await insertContact(sevenMonthsAgo);
    const undecided = await insertApplication(sevenMonthsAgo);
    const recent = await insertContact(start - 10 * day);
    await open.markHandled(recent, 'hr@example.com', start - 9 * day);
    return { gone: [rejected, handled, unhandled], kept: [undecided, recent] };
  });
}

async function server(test: TestStore, forms: Partial<FormsSettings> = {}) {
  const dist = fakeDist();
  const logs = captureLogs();
  const app = await buildServer({
    distDir: dist,
    forms: {
      ...testForms(test.dataDir),
      ...(test.databaseUrl ? { databaseUrl: test.databaseUrl } : {}),
      retentionAt: dailyAt,
      ...forms,
    },
    logger: logs.logger,
  });
  cleanups.push(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return { app, logs };
}

const ids = async (test: TestStore) => (await test.reader.run((open) => open.list())).map((record) => record.id);
const runs = (test: TestStore) =>
  test.reader.run((open) =>
    open.query((db) => db.selectFrom('retentionRuns').selectAll().orderBy('startedAt').execute()),
  );
const retentionLines = async (test: TestStore, id: string) =>
  (await (await staffStoreOn(test.reader.database)).auditTrail(id)).filter((line) => line.detail === 'retention');

async function scrape(app: FastifyInstance): Promise<string> {
  const listener = await serveMetrics(app.metrics.registry, { port: 0, host: '127.0.0.1' });
  try {
    const { port } = listener.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${String(port)}/metrics`)).text();
  } finally {
    listener.close();
  }
}

describe.each(storeKinds)('the forms server’s own retention on %s', (kind) => {
  it('deletes what is due within a minute of its start, with no command; records the run and serves it on /metrics', async () => {
    const test = await store(kind);
    const { gone, kept } = await entries(test);
    fakeClock();
    const { app, logs } = await server(test);
    await app.ready();
    await vi.waitFor(async () => expect((await runs(test)).filter((run) => run.endedAt !== null)).toHaveLength(1), {
      timeout: 60_000,
      interval: 100,
    });
    const [run] = await runs(test);
    expect(run).toMatchObject({
      trigger: 'start',
      error: null,
      applicationsRejected: 1,
      applicationsWithdrawn: 0,
      applicationsHired: 0,
      contactsHandled: 1,
      contactsUnhandled: 1,
      awaitingDecision: 1,
    });
    expect((run?.startedAt ?? Infinity) - start).toBeLessThan(60_000);
    expect((await ids(test)).sort()).toEqual([...kept].sort());
    // Each deletion is on the inbox's trail: the entry by id and kind, deleted by retention, no person.
    for (const id of gone)
      expect(await retentionLines(test, id), id).toMatchObject([{ action: 'deleted', staffEmail: null }]);
    // The undecided application stays, and the log reminds of it.
    expect(logs.at('warn').some((line) => line.msg.includes('1 applications have waited more than 3 months'))).toBe(
      true,
    );
    const metrics = await scrape(app);
    expect(metrics).toContain(`site_retention_last_run_timestamp_seconds ${String((run?.endedAt ?? 0) / 1000)}`);
    expect(metrics).toContain('site_retention_last_run_deleted{kind="application_rejected"} 1');
    expect(metrics).toContain('site_retention_last_run_deleted{kind="contact_unhandled"} 1');
    expect(metrics).toContain('site_retention_last_run_deleted{kind="contact_handled"} 1');
    expect(metrics).toContain('site_retention_runs_total{outcome="completed"} 1');
    expect(metrics).toContain('site_retention_enabled 1');
  }, 90_000);

  it('runs again the next night at RETENTION_AT (03:30 in Potsdam), and not before', async () => {
    const test = await store(kind);
    // Arrived six months before tomorrow, never handled: due at the start of 11 January in Potsdam.
    const id = await test.reader.run(
      async (open) =>
        (await open.insert({ kind: 'contact', data: contact }, meta, startOfPotsdamDay('2026-07-11') + 12 * 3600_000))
          .id,
    );
    fakeClock(true);
    const { app } = await server(test);
    await app.ready();
    await vi.waitFor(async () => expect((await runs(test)).filter((run) => run.endedAt !== null)).toHaveLength(1), {
      timeout: 60_000,
      interval: 100,
    });
    expect(await ids(test)).toEqual([id]);
    const night = nextSlot(dailyAt, Date.now());
    expect(new Date(night).toISOString()).toBe('2027-01-11T02:30:00.000Z');
    await vi.advanceTimersByTimeAsync(night - Date.now() - 60_000);
    expect(await runs(test)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(61_000);
    await vi.waitFor(async () => expect((await runs(test)).filter((run) => run.endedAt !== null)).toHaveLength(2), {
      timeout: 30_000,
      interval: 100,
    });
    expect((await runs(test))[1]).toMatchObject({ trigger: 'daily', contactsHandled: 0, contactsUnhandled: 1 });
    expect(await ids(test)).not.toContain(id);
  }, 90_000);

  it('switched off (RETENTION_AT=off), says so at start and runs nothing', async () => {
    const test = await store(kind);
    await entries(test);
    fakeClock();
    const { app, logs } = await server(test, { retentionAt: 'off' });
    await app.ready();
    await vi.waitFor(() =>
      expect(logs.at('warn').some((line) => line.msg.startsWith('No retention run ended'))).toBe(true),
    );
    expect(logs.at('warn').some((line) => line.msg.startsWith('RETENTION_AT=off'))).toBe(true);
    expect(await runs(test)).toEqual([]);
    expect(await scrape(app)).toContain('site_retention_enabled 0');
  });
});

describe('two forms servers on one PostgreSQL', () => {
  it('run the retention once: one run recorded, each entry deleted once', async () => {
    const test = await store('postgres');
    const { gone } = await entries(test);
    fakeClock();
    const [first, second] = await Promise.all([server(test), server(test)]);
    await Promise.all([first.app.ready(), second.app.ready()]);
    const outcomes = async () =>
      (await Promise.all([scrape(first.app), scrape(second.app)])).map(
        (text) => /site_retention_runs_total\{outcome="(\w+)"\} 1/.exec(text)?.[1],
      );
    await vi.waitFor(async () => expect((await outcomes()).every(Boolean)).toBe(true), {
      timeout: 60_000,
      interval: 200,
    });
    expect((await outcomes()).sort()).toEqual(['completed', 'skipped']);
    expect(await runs(test)).toHaveLength(1);
    for (const id of gone) expect(await retentionLines(test, id), id).toHaveLength(1);
  }, 90_000);
});
