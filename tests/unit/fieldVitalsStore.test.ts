/**
 * The field measurements' daily counts in the database, on SQLite and PostgreSQL (src/server/vitals/): two
 * servers on one database add to the same days (an upsert that adds), a server's counts survive its restart,
 * the window is the 28 Potsdam days up to today, and the retention run deletes the days before it, records
 * how many, and the privacy policy says so in every language.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayInPotsdam, potsdamDayDaysAfter, startOfPotsdamDay } from '../../src/content/potsdamDay';
import { fieldWindowDays, type FieldReport } from '../../src/fieldVitals/days';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';
import { Retention } from '../../src/server/retention/service';
import { lastCompletedRun } from '../../src/server/retention/runs';
import { formsStoreOn } from '../../src/server/store/access';
import { rowsPerStatement } from '../../src/server/vitals/fieldDays';
import { FieldVitalsRecorder } from '../../src/server/vitals/recorder';
import { openDatabase, type Connection } from '../../src/serverKit';
import { inboxRetention } from '../../src/staff/server';
import { defaultRetention } from '../../src/submissions/retention';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

/** Noon in Potsdam, `days` days from the day `from` (negative: before). */
const noon = (days: number, from: string) => startOfPotsdamDay(potsdamDayDaysAfter(from, days)) + 12 * 3600_000;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const lcp = (value: number): FieldReport => ({ route: 'about', metric: 'LCP', value, renderer: '2d', quality: 'full' });

describe.each(storeKinds)('the field measurements’ daily counts on %s', (kind) => {
  let test: TestStore;
  const connections: Connection[] = [];
  afterEach(async () => {
    for (const connection of connections.splice(0)) await connection.close();
    await test.close();
  });

  /** The day the test runs on, read once: its servers' clocks stand at its noon, wherever midnight falls. */
  let today = dayInPotsdam(Date.now());
  beforeEach(() => {
    today = dayInPotsdam(Date.now());
  });

  /** A server's recorder on a connection of its own to the test's database, its clock at `at()`. */
  function server(at: () => number = () => noon(0, today)): FieldVitalsRecorder {
    const connection = openDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl });
    connections.push(connection);
    return new FieldVitalsRecorder({ store: formsStoreOn(connection, test.dataDir), log, now: at });
  }
  const add = (recorder: FieldVitalsRecorder, value: number, times: number) => {
    for (let index = 0; index < times; index += 1) recorder.add(lcp(value));
  };
  const storedRows = () =>
    test.reader.query((db) => db.selectFrom('fieldVitalDays').selectAll().orderBy('day').orderBy('le').execute());

  it('adds two servers’ counts of the same bucket into one row, and each write to what is there', async () => {
    test = await openTestStore(kind);
    const [first, second] = [server(), server()];
    add(first, 1200, 50);
    add(second, 1200, 30);
    add(second, 5000, 20);
    await Promise.all([first.flush(), second.flush()]);
    add(first, 1200, 5);
    await first.flush();
    expect((await storedRows()).map(({ day, le, count }) => ({ day, le, count }))).toEqual([
      { day: today, le: '1.5', count: 85 },
      { day: today, le: '6', count: 20 },
    ]);
    // Either server reads every server's days: 105 values, the 75th of them in the bucket up to 1.5 s.
    const [row] = (await second.window()).rows;
    expect(row).toMatchObject({ route: 'about', metric: 'LCP', samples: 105 });
    expect(row?.p75).toBeCloseTo(1 + 0.5 * ((0.75 * 105) / 85), 5);
  });

  it('writes a tally longer than one statement whole, in one transaction', async () => {
    test = await openTestStore(kind);
    let at = noon(0, today);
    const recorder = server(() => at);
    const renderers = ['webgl', '2d', 'still', 'none'] as const;
    const values = [300, 800, 1200, 1800, 2200, 2800];
    for (let days = 1 - fieldWindowDays; days <= 0; days += 1)
      for (const renderer of renderers)
        for (const value of values) {
          at = noon(days, today);
          recorder.add({
            ...lcp(value),
            renderer,
            quality: renderer === 'webgl' || renderer === '2d' ? 'lean' : 'none',
          });
        }
    await recorder.flush();
    const rows = fieldWindowDays * renderers.length * values.length;
    expect(rows).toBeGreaterThan(rowsPerStatement);
    expect(await storedRows()).toHaveLength(rows);
    expect((await recorder.window(1)).rows[0]?.samples).toBe(rows);
  });

  it('shows a server’s counts not yet written in its own window, and keeps them over a restart', async () => {
    test = await openTestStore(kind);
    const before = server();
    add(before, 900, 3);
    expect((await before.window(1)).rows[0]?.samples).toBe(3);
    expect(await storedRows()).toEqual([]);
    // Closing writes the rest: the next server's window starts where this one's ended.
    await before.stop();
    const after = server();
    add(after, 900, 1);
    expect((await after.window(1)).rows[0]).toMatchObject({ samples: 4 });
  });

  it('reads 28 Potsdam days up to today; the retention run deletes the days before and records how many', async () => {
    test = await openTestStore(kind);
    // The retention run reads the real clock: the days are counted back from it.
    let at = noon(-fieldWindowDays, today);
    const recorder = server(() => at);
    for (const days of [-fieldWindowDays, -fieldWindowDays - 3, 1 - fieldWindowDays, 0]) {
      at = noon(days, today);
      add(recorder, 1200, 10);
      await recorder.flush();
    }
    at = noon(0, today);
    expect((await recorder.window(1)).rows[0]?.samples).toBe(20);
    const store = formsStoreOn(test.reader.database, test.dataDir);
    const retention = new Retention({ store, trail: inboxRetention, periods: defaultRetention, at: 'off', log });
    const outcome = await retention.run('command');
    expect(outcome.outcome === 'completed' && outcome.run.fieldVitalDays).toBe(2);
    expect((await lastCompletedRun(store))?.fieldVitalDays).toBe(2);
    expect((await storedRows()).map((row) => row.day)).toEqual([
      potsdamDayDaysAfter(today, 1 - fieldWindowDays),
      today,
    ]);
    expect((await recorder.window(1)).rows[0]?.samples).toBe(20);
  });
});

describe('the privacy policy on the field measurements', () => {
  it.each(locales)('%s: states that the daily counts are deleted after the window’s days', (locale) => {
    const days = {
      en: `${String(fieldWindowDays)} days`,
      de: `${String(fieldWindowDays)} Tage`,
      tr: `${String(fieldWindowDays)} gün`,
    }[locale];
    expect(allMessages[locale].privacy.collection.fieldMeasurement).toContain(days);
  });
});
