import type { PoolClient } from 'pg';

/**
 * The PostgreSQL store's migrations, applied in order at start-up, each once: the version reached is kept
 * in store_migrations. Servers starting together take turns (an advisory lock), so each runs once.
 */
export const postgresMigrations: readonly string[] = [
  // 1: the submissions, as in SQLite (schema.sql.ts), with the CV's bytes in the row: every server reads them.
  `CREATE TABLE submissions (
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
  CREATE INDEX submissions_created ON submissions (kind, created_at);`,
  // 2: the forms' rate limit, shared by every server (postgresRateLimit.ts).
  `CREATE TABLE form_rate_limits (
    key TEXT PRIMARY KEY,
    hits INTEGER NOT NULL,
    window_start BIGINT NOT NULL,
    window_ms BIGINT NOT NULL
  );
  CREATE INDEX form_rate_limits_expiry ON form_rate_limits ((window_start + window_ms));`,
];

/** Any constant: the key of the lock servers take turns on while migrating. */
const migrationLock = 73_112_024;

export async function migrate(client: PoolClient): Promise<number> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    await client.query('CREATE TABLE IF NOT EXISTS store_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM store_migrations');
    const current = rows[0]?.version ?? 0;
    for (const [index, sql] of postgresMigrations.entries()) {
      const version = index + 1;
      if (version <= current) continue;
      await client.query(sql);
      await client.query('INSERT INTO store_migrations (version) VALUES ($1)', [version]);
    }
    await client.query('COMMIT');
    return postgresMigrations.length;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
