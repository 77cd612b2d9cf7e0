/** A SQLite store made before the schema moved to Kysely's migrator (issue 40) opens with its rows. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/store/schema';
import { openSqliteStore, sqliteFileName } from '../../src/server/store/sqlite';

/** The table and indexes as SQLite stores of version 2 made them (schema.sql.ts); version 1 lacked request_hash. */
const secondVersionSchema = `
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
  created_at INTEGER NOT NULL,
  locale TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  service TEXT,
  phone TEXT,
  position TEXT,
  message TEXT,
  cv_file TEXT,
  cv_name TEXT,
  cv_size INTEGER,
  cv_type TEXT,
  idempotency_key TEXT,
  request_hash TEXT,
  delivered_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT
);
CREATE UNIQUE INDEX submissions_idempotency ON submissions (kind, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX submissions_outbox ON submissions (delivered_at, next_attempt_at);
CREATE INDEX submissions_created ON submissions (kind, created_at);`;
const firstVersionSchema = secondVersionSchema.replace('  request_hash TEXT,\n', '');

const contact = {
  kind: 'contact',
  data: { name: 'Ada', email: 'ada@example.com', service: 'it', message: 'Hello' },
} as const;

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function dataDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'site-data-'));
  directories.push(directory);
  return directory;
}

/** A store as an earlier version left it: its schema, one message and one application, the version in user_version. */
function earlierStore(schema: string, version: number): string {
  const dataDir = dataDirectory();
  const db = new Database(join(dataDir, sqliteFileName));
  db.pragma('journal_mode = WAL');
  db.exec(schema);
  db.exec(`INSERT INTO submissions (id, kind, created_at, locale, name, email, service, message, idempotency_key, next_attempt_at)
             VALUES ('old-message', 'contact', 1000, 'de', 'Ada', 'ada@example.com', 'it', 'Hello', 'old-key-1', 1000);
           INSERT INTO submissions (id, kind, created_at, locale, name, email, cv_file, cv_name, cv_size, cv_type, delivered_at, attempts, next_attempt_at)
             VALUES ('old-application', 'application', 2000, 'en', 'Grace', 'grace@example.com', 'abc.pdf', 'cv.pdf', 10, 'pdf', 3000, 1, 2000);`);
  db.pragma(`user_version = ${String(version)}`);
  db.close();
  return dataDir;
}

describe.each([
  ['1', firstVersionSchema],
  ['2', secondVersionSchema],
])('a SQLite store of version %s', (version, schema) => {
  it('opens with its submissions, takes new ones, and checks fingerprints under new keys only', async () => {
    const dataDir = earlierStore(schema, Number(version));
    const store = await openSqliteStore(dataDir);
    try {
      expect(await store.list()).toMatchObject([
        {
          id: 'old-message',
          kind: 'contact',
          createdAt: 1000,
          locale: 'de',
          service: 'it',
          cv: null,
          deliveredAt: null,
          attempts: 0,
        },
        {
          id: 'old-application',
          kind: 'application',
          cv: { file: 'abc.pdf', name: 'cv.pdf', size: 10, type: 'pdf' },
          deliveredAt: 3000,
          attempts: 1,
        },
      ]);
      // A row stored before fingerprints existed has none: a retry under its key is the same submission.
      expect(await store.insert(contact, { locale: 'de', idempotencyKey: 'old-key-1', requestHash: 'other' })).toEqual({
        id: 'old-message',
        duplicate: true,
        conflict: false,
      });
      const fresh = await store.insert(contact, { locale: 'en', idempotencyKey: 'new-key-1', requestHash: 'first' });
      expect(fresh.duplicate).toBe(false);
      expect(await store.insert(contact, { locale: 'en', idempotencyKey: 'new-key-1', requestHash: 'second' })).toEqual(
        {
          id: fresh.id,
          duplicate: true,
          conflict: true,
        },
      );
      expect((await store.claimDue(Date.now(), 10, 60_000)).map((record) => record.id)).toEqual([
        'old-message',
        fresh.id,
      ]);
    } finally {
      await store.close();
    }
    const db = new Database(join(dataDir, sqliteFileName), { readonly: true });
    try {
      expect(db.prepare('SELECT name FROM kysely_migration ORDER BY name').all()).toEqual(
        migrationNames.map((name) => ({ name })),
      );
      expect(db.prepare('SELECT count(*) AS count FROM submissions').get()).toEqual({ count: 3 });
    } finally {
      db.close();
    }
  });
});

it('a new store opened by two connections at once is migrated once, and both can use it', async () => {
  const dataDir = dataDirectory();
  const [first, second] = await Promise.all([openSqliteStore(dataDir), openSqliteStore(dataDir)]);
  try {
    await first.insert(contact, { locale: 'en', idempotencyKey: undefined });
    expect(await second.list()).toHaveLength(1);
  } finally {
    await first.close();
    await second.close();
  }
});
