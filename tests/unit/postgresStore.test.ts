import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { openPostgresStore, postgresTimeouts } from '../../src/server/store/postgres';
import { migrationNames } from '../../src/server/store/schema';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgresCluster';
import { fakeDist, testForms } from './support/fakeDist';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it', message: 'Hello' };

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The submissions table as the store's first PostgreSQL version made it (its own migration 1, before Kysely). */
const firstVersionSchema = `CREATE TABLE submissions (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('contact', 'application')),
    created_at BIGINT NOT NULL,
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
    cv_content BYTEA,
    idempotency_key TEXT,
    request_hash TEXT,
    delivered_at BIGINT,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    last_error TEXT
  );
  CREATE UNIQUE INDEX submissions_idempotency ON submissions (kind, idempotency_key) WHERE idempotency_key IS NOT NULL;
  CREATE INDEX submissions_outbox ON submissions (next_attempt_at) WHERE delivered_at IS NULL;
  CREATE INDEX submissions_created ON submissions (kind, created_at);`;

describe('PostgreSQL migrations', () => {
  it('run once when several servers start together', async () => {
    const url = await createDatabase(inject('postgresAdminUrl'), 'migrations');
    const dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
    const stores = Array.from({ length: 4 }, () => openPostgresStore(url, dataDir));
    try {
      await Promise.all(stores.map((store) => store.run((open) => open.list())));
      const applied = await query<{ name: string }>(url, 'SELECT name FROM kysely_migration ORDER BY name');
      expect(applied.map((row) => row.name)).toEqual(migrationNames);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('bring a database written by an earlier version up to this one, keeping its submissions', async () => {
    const url = await createDatabase(inject('postgresAdminUrl'), 'upgrade');
    // A database as the first version left it: the submissions table and one row, no rate limit table.
    await query(
      url,
      `CREATE TABLE store_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now()); ${firstVersionSchema}`,
    );
    await query(
      url,
      `INSERT INTO store_migrations (version) VALUES (1);
       INSERT INTO submissions (id, kind, created_at, locale, name, email, next_attempt_at) VALUES ('old-1', 'contact', 1, 'de', 'Ada', 'ada@example.com', 1)`,
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
    const store = openPostgresStore(url, dataDir);
    try {
      expect((await store.run((open) => open.list())).map((record) => record.id)).toEqual(['old-1']);
      expect(await query(url, 'SELECT name FROM kysely_migration ORDER BY name')).toEqual(
        migrationNames.map((name) => ({ name })),
      );
      expect(await query(url, "SELECT to_regclass('form_rate_limits') IS NOT NULL AS present")).toEqual([
        { present: true },
      ]);
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a PostgreSQL server that goes down and comes back', () => {
  // A cluster of its own: this test stops it.
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster.stop());

  it('answers form posts 503 while it is down and takes them again once it is back, without a restart', async () => {
    const dist = fakeDist();
    const databaseUrl = await createDatabase(cluster.adminUrl, 'outage');
    const app = await buildServer({ distDir: dist, forms: { ...testForms(join(dist, 'data')), databaseUrl } });
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contact,
        headers: { 'content-type': 'application/json' },
      });
    try {
      expect((await post()).statusCode).toBe(201);
      cluster.down();
      const refused = await post();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject('/about')).statusCode).toBe(200);
      cluster.up();
      expect((await post()).statusCode).toBe(201);
      expect(await query(databaseUrl, 'SELECT count(*)::int AS count FROM submissions')).toEqual([{ count: 2 }]);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('a PostgreSQL table lock held elsewhere', () => {
  it('is waited for at most lock_timeout: posts are answered 503 with Retry-After, not held until the pool runs dry', async () => {
    // Probe of issue 32: another connection held the table for 25 s and ten posts hung 24.4 s.
    const dist = fakeDist();
    const databaseUrl = await createDatabase(inject('postgresAdminUrl'), 'locked');
    const app = await buildServer({ distDir: dist, forms: { ...testForms(join(dist, 'data')), databaseUrl } });
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contact,
        headers: { 'content-type': 'application/json' },
      });
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      expect((await post()).statusCode).toBe(201);
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE submissions IN ACCESS EXCLUSIVE MODE');
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 3 }, post));
      const waited = Date.now() - started;
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
      expect(Number(answers[0]?.headers['retry-after'])).toBeGreaterThan(0);
      expect(waited).toBeLessThan(postgresTimeouts.lockMs + 2000);
      expect((await app.inject('/about')).statusCode).toBe(200);
      await holder.query('ROLLBACK');
      expect((await post()).statusCode).toBe(201);
    } finally {
      await holder.end();
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }, 30_000);
});
