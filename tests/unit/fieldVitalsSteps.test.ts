/**
 * The globe's quality step in the field measurements' daily counts, on SQLite and PostgreSQL: each step of the
 * same bucket is a row of its own, two servers add into the same step's row, and a database made before the step
 * was counted keeps its days (`none` where no live globe showed, left out of the steps' shares where one did).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { dayInPotsdam } from '../../src/content/potsdamDay';
import type { FieldReport } from '../../src/fieldVitals/days';
import { formsStoreOn } from '../../src/server/store/access';
import { formsSchema } from '../../src/server/store/schema';
import type { Database } from '../../src/server/store/types';
import { FieldVitalsRecorder } from '../../src/server/vitals/recorder';
import { openDatabase, type Connection } from '../../src/serverKit';
import { createDatabase } from '../support/postgresCluster';
import { storeKinds } from './support/stores';

const log = { warn: () => undefined };
const lcp: FieldReport = { route: 'about', metric: 'LCP', value: 1200, renderer: '2d', quality: 'full' };

describe.each(storeKinds)('the globe’s quality step in the daily counts on %s', (kind) => {
  const cleanups: (() => void | Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A new, empty database of the kind (nothing migrated yet), and a way to open connections to it. */
  async function newDatabase(): Promise<{ dataDir: string; open: () => Connection }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'field-steps-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'steps') : undefined;
    const open = () => {
      const connection = openDatabase({ dataDir, databaseUrl });
      cleanups.push(() => connection.close());
      return connection;
    };
    return { dataDir, open };
  }

  const recorderOn = (connection: Connection, dataDir: string) =>
    new FieldVitalsRecorder({ store: formsStoreOn(connection, dataDir), log });
  const rows = (connection: Connection) =>
    connection.kysely
      .withTables<Database>()
      .selectFrom('fieldVitalDays')
      .select(['renderer', 'quality', 'le', 'count'])
      .orderBy('renderer')
      .orderBy('quality')
      .execute();

  it('keeps each step of a bucket in a row of its own, and adds two servers’ counts of a step into one', async () => {
    const { dataDir, open } = await newDatabase();
    const [first, second] = [recorderOn(open(), dataDir), recorderOn(open(), dataDir)];
    for (let index = 0; index < 3; index += 1) first.add(lcp);
    first.add({ ...lcp, quality: 'lean' });
    second.add({ ...lcp, quality: 'lean' });
    second.add({ ...lcp, renderer: 'still', quality: 'none' });
    await first.flush();
    await second.flush();
    expect(await rows(open())).toEqual([
      { renderer: '2d', quality: 'full', le: '1.5', count: 3 },
      { renderer: '2d', quality: 'lean', le: '1.5', count: 2 },
      { renderer: 'still', quality: 'none', le: '1.5', count: 1 },
    ]);
    const window = await first.window(1);
    expect(window.rows[0]?.samples).toBe(6);
    expect(window.qualities).toEqual({ full: 3, lean: 2, none: 1 });
  });

  it('keeps the days of a database made before the step: none without a live globe, unknown with one', async () => {
    const { dataDir, open } = await newDatabase();
    const old = open();
    const { dialect } = old;
    const before = Object.fromEntries(Object.entries(formsSchema.migrations(dialect)).filter(([name]) => name < '005'));
    const migrator = new Migrator({
      db: old.kysely.withoutPlugins(),
      provider: { getMigrations: () => Promise.resolve(before) },
      migrationTableName: formsSchema.table,
      migrationLockTableName: formsSchema.lockTable,
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const day = dayInPotsdam(Date.now());
    await sql`INSERT INTO field_vital_days (day, metric, route, renderer, le, count) VALUES
      (${day}, 'LCP', 'about', 'webgl', '1.5', 40), (${day}, 'LCP', 'about', 'still', '1.5', 10)`.execute(old.kysely);

    // A server of this version migrates at its first operation and counts on into the same bucket.
    const connection = open();
    const recorder = recorderOn(connection, dataDir);
    recorder.add({ ...lcp, renderer: 'webgl', quality: 'lean' });
    await recorder.flush();
    expect(await rows(connection)).toEqual([
      { renderer: 'still', quality: 'none', le: '1.5', count: 10 },
      { renderer: 'webgl', quality: 'lean', le: '1.5', count: 1 },
      { renderer: 'webgl', quality: 'unrecorded', le: '1.5', count: 40 },
    ]);
    const window = await recorder.window(1);
    expect(window.rows[0]?.samples).toBe(51);
    expect(window.renderers).toEqual({ webgl: 41, '2d': 0, still: 10, none: 0 });
    expect(window.qualities).toEqual({ full: 0, lean: 1, none: 10 });
  });
});
