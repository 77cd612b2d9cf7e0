import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import pg from 'pg';
import { cvPath } from './cvFiles';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { postgresRateLimitStore } from './postgresRateLimit';
import { migrate } from './postgresSchema';
import { isIdempotencyConflict, newRowValues, recordColumns, toRecord, type SubmissionRow } from './rows';
import { StoreUnavailableError, type StoreAccess } from './StoreGate';
import type { FormStore, InsertResult, NewSubmission, StoredCv, SubmissionKind, SubmissionMeta, SubmissionRecord, Undelivered } from './types';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const errorCode = (error: unknown): string => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '');

/** Waits of one statement: a lock held this long is given up like SQLite's (4 s), a statement this long is cancelled. */
export const postgresTimeouts = { lockMs: 4000, statementMs: 15_000 };

/**
 * The database cannot be reached or will not take work now: connection refused or lost, the server
 * shutting down or out of connections, the pool's wait for a connection timed out, a lock not granted
 * within lock_timeout (55P03), a statement cancelled by statement_timeout (57014).
 */
const isUnavailable = (error: unknown): boolean =>
  /^(08|53|57P|55P03$|57014$)|^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NETUNREACH|PIPE|TIMEDOUT|AI_AGAIN)$|^ENOTFOUND$/.test(errorCode(error)) ||
  (error instanceof Error && /timeout exceeded when trying to connect|Connection terminated/i.test(error.message));

const newRowColumns = [
  'id',
  'kind',
  'createdAt',
  'locale',
  'name',
  'email',
  'service',
  'phone',
  'position',
  'message',
  'cvFile',
  'cvName',
  'cvSize',
  'cvType',
  'key',
  'requestHash',
];

/**
 * The store of several servers: PostgreSQL (DATABASE_URL). Submissions, their CVs (BYTEA) and the rate
 * limit live in the database, so any server can take a submission and any can deliver it; the outbox
 * claims rows with FOR UPDATE SKIP LOCKED, so two servers never send the same one. `dataDir` holds only
 * this server's uploads in progress.
 */
export class PostgresStore implements FormStore, StoreAccess {
  readonly pool: pg.Pool;
  /** The forms' rate limit, counted in the database for every server together. */
  readonly rateLimitStore: FastifyRateLimitStoreCtor;
  private ready: Promise<void> | undefined;

  constructor(
    connectionString: string,
    readonly dataDir: string,
    private readonly log?: Logger,
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 4000,
      idleTimeoutMillis: 30_000,
      // Without them a table lock held elsewhere keeps every post waiting, until the pool is used up.
      lock_timeout: postgresTimeouts.lockMs,
      statement_timeout: postgresTimeouts.statementMs,
    });
    // An idle connection the database closed must not crash the process: the pool replaces it.
    this.pool.on('error', (error) => this.log?.warn({ reason: error.message }, 'form store connection lost; reconnecting'));
    this.rateLimitStore = postgresRateLimitStore(
      (sql, values) => this.query(sql, values),
      (error) => this.unavailable(error),
    );
  }

  /** Applies the migrations once per process; tried again on the next operation when the database was down. */
  private migrated(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        await migrate(client);
      } finally {
        client.release();
      }
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async run<T>(operation: (store: FormStore) => T | Promise<T>): Promise<T> {
    try {
      await this.migrated();
      return await operation(this);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** A query once the migrations are in place (the rate limit's, which runs before any store operation). */
  async query<R extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    await this.migrated();
    return this.pool.query<R>(sql, values);
  }

  /** A database that cannot be reached becomes StoreUnavailableError (503 with Retry-After); anything else stays itself. */
  private unavailable(error: unknown): Error {
    if (!isUnavailable(error)) return error instanceof Error ? error : new Error(String(error));
    this.log?.error(
      { reason: error instanceof Error ? error.message : String(error) },
      'FORM STORE UNAVAILABLE: PostgreSQL cannot be reached or did not answer in time; form submissions are answered 503',
    );
    return new StoreUnavailableError('database unavailable');
  }

  private async rows(sql: string, values: unknown[] = []): Promise<SubmissionRecord[]> {
    const { rows } = await this.pool.query<SubmissionRow>(sql, values);
    return rows.map(toRecord);
  }

  async findByIdempotencyKey(kind: SubmissionKind, key: string): Promise<{ id: string; requestHash: string | null } | undefined> {
    const { rows } = await this.pool.query<{ id: string; request_hash: string | null }>(
      'SELECT id, request_hash FROM submissions WHERE kind = $1 AND idempotency_key = $2',
      [kind, key],
    );
    const row = rows[0];
    return row && { id: row.id, requestHash: row.request_hash };
  }

  async insert(submission: NewSubmission, meta: SubmissionMeta, now = Date.now()): Promise<InsertResult> {
    const id = randomUUID();
    const values = newRowValues(id, submission, meta, now);
    const cvFile = submission.kind === 'application' ? cvPath(this.dataDir, submission.cv.file) : undefined;
    const content = cvFile ? await readFile(cvFile) : null;
    const { rowCount } = await this.pool.query(
      `INSERT INTO submissions (id, kind, created_at, locale, name, email, service, phone, position, message,
         cv_file, cv_name, cv_size, cv_type, idempotency_key, request_hash, cv_content, next_attempt_at)
       VALUES (${newRowColumns.map((_, index) => `$${String(index + 1)}`).join(', ')}, $17, $3)
       ON CONFLICT DO NOTHING`,
      [...newRowColumns.map((column) => values[column]), content],
    );
    if (rowCount === 1) {
      // The bytes are in the database now; this server's copy goes.
      if (cvFile) await rm(cvFile, { force: true });
      return { id, duplicate: false, conflict: false };
    }
    const existing = meta.idempotencyKey ? await this.findByIdempotencyKey(submission.kind, meta.idempotencyKey) : undefined;
    if (!existing) throw new Error('Submission was neither stored nor found');
    return { id: existing.id, duplicate: true, conflict: isIdempotencyConflict(existing.requestHash, meta.requestHash) };
  }

  async get(id: string): Promise<SubmissionRecord | undefined> {
    return (await this.rows(`SELECT ${recordColumns} FROM submissions WHERE id = $1`, [id]))[0];
  }

  list(filter: { kind?: SubmissionKind; undeliveredOnly?: boolean } = {}): Promise<SubmissionRecord[]> {
    return this.rows(
      `SELECT ${recordColumns} FROM submissions
       WHERE ($1::text IS NULL OR kind = $1) AND (NOT $2 OR delivered_at IS NULL)
       ORDER BY created_at, id`,
      [filter.kind ?? null, filter.undeliveredOnly ?? false],
    );
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<SubmissionRecord[]> {
    // Rows another server is claiming at this moment are skipped, not waited for; once claimed, they are
    // not due until the lease ends.
    const claimed = await this.rows(
      `UPDATE submissions SET next_attempt_at = $3
       WHERE id IN (
         SELECT id FROM submissions WHERE delivered_at IS NULL AND next_attempt_at <= $1
         ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING ${recordColumns}`,
      [now, limit, now + leaseMs],
    );
    return claimed.sort((a, b) => a.createdAt - b.createdAt);
  }

  async undelivered(): Promise<Undelivered> {
    const { rows } = await this.pool.query<{ count: number; oldest: string | null }>(
      'SELECT COUNT(*)::int AS count, MIN(created_at) AS oldest FROM submissions WHERE delivered_at IS NULL',
    );
    // BIGINT comes back as a string: the times are milliseconds, well within a double's exact range.
    const oldest = rows[0]?.oldest;
    return { count: rows[0]?.count ?? 0, oldestAt: oldest === null || oldest === undefined ? null : Number(oldest) };
  }

  async markDelivered(id: string, now = Date.now()): Promise<void> {
    await this.pool.query('UPDATE submissions SET delivered_at = $1, last_error = NULL WHERE id = $2', [now, id]);
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.pool.query('UPDATE submissions SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3', [
      error.slice(0, 500),
      nextAttemptAt,
      id,
    ]);
  }

  applicationsBefore(cutoff: number): Promise<SubmissionRecord[]> {
    return this.rows(`SELECT ${recordColumns} FROM submissions WHERE kind = 'application' AND created_at < $1 ORDER BY created_at`, [cutoff]);
  }

  async remove(record: SubmissionRecord): Promise<void> {
    await this.pool.query('DELETE FROM submissions WHERE id = $1', [record.id]);
  }

  async cvContent(record: SubmissionRecord & { cv: StoredCv }): Promise<Buffer> {
    const { rows } = await this.pool.query<{ cv_content: Buffer | null }>('SELECT cv_content FROM submissions WHERE id = $1', [record.id]);
    const content = rows[0]?.cv_content;
    if (!content) throw new Error(`No CV stored for submission ${record.id}`);
    return content;
  }

  async referencedCvFiles(): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ cv_file: string }>('SELECT cv_file FROM submissions WHERE cv_file IS NOT NULL');
    return new Set(rows.map((row) => row.cv_file));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
