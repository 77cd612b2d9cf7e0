import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cvPath } from './cvFiles';
import { isIdempotencyConflict, newRowValues, recordColumns, toRecord, type SubmissionRow } from './rows';
import { createTables, storeVersion } from './schema.sql';
import type { FormStore, InsertResult, NewSubmission, StoredCv, SubmissionKind, SubmissionMeta, SubmissionRecord, Undelivered } from './types';

/** Brings a store written by an earlier version up to this one. */
function migrate(db: Database.Database): void {
  const columns = new Set((db.prepare('PRAGMA table_info(submissions)').all() as { name: string }[]).map((column) => column.name));
  if (!columns.has('request_hash')) db.exec('ALTER TABLE submissions ADD COLUMN request_hash TEXT');
  db.pragma(`user_version = ${String(storeVersion)}`);
}

export interface StoreOptions {
  /**
   * How long SQLite itself waits for another process's lock, blocking the thread. The server keeps it
   * short and retries asynchronously (StoreGate); the staff command line may wait.
   */
  busyTimeoutMs?: number;
}

/** Takes away what group and others may do; never grants the owner more than it had (a read-only directory stays so). */
function restrict(path: string, ownerMask: number): void {
  chmodSync(path, statSync(path).mode & ownerMask);
}

/** The database file in the data directory; SQLite adds `-wal` and `-shm` beside it. */
export const sqliteFileName = 'submissions.sqlite';

/** Only the server's user may read submissions: the directory 0700, the database and its journals 0600. */
function restrictModes(dataDir: string, database: string): void {
  try {
    restrict(dataDir, 0o700);
    if (existsSync(join(dataDir, 'cv'))) restrict(join(dataDir, 'cv'), 0o700);
  } catch {
    // A directory the operator made and owns stays as it is; what is inside is private all the same.
  }
  // SQLite gives the -wal and -shm files the database file's mode: create it private before SQLite does.
  closeSync(openSync(database, 'a', 0o600));
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    if (!existsSync(file)) continue;
    restrict(file, 0o600);
    // A journal the server cannot write would fail (or, mapped, crash) inside SQLite: refuse it here.
    accessSync(file, constants.R_OK | constants.W_OK);
  }
}

/**
 * The durable store of submissions: SQLite in WAL mode with synchronous=FULL, so a row is on disk when
 * `insert` returns, before the visitor is told it arrived.
 */
export class SqliteStore implements FormStore {
  readonly dataDir: string;
  private readonly db: Database.Database;

  constructor(dataDir: string, { busyTimeoutMs = 5000 }: StoreOptions = {}) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.dataDir = dataDir;
    const database = join(dataDir, sqliteFileName);
    restrictModes(dataDir, database);
    this.db = new Database(database);
    try {
      this.db.pragma(`busy_timeout = ${String(busyTimeoutMs)}`);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.exec(createTables);
      migrate(this.db);
    } catch (error) {
      this.db.close();
      throw error;
    }
  }

  /** The submission stored earlier under an Idempotency-Key, with the fingerprint of what was sent. */
  findByIdempotencyKey(kind: SubmissionKind, key: string): { id: string; requestHash: string | null } | undefined {
    const row = this.db.prepare('SELECT id, request_hash FROM submissions WHERE kind = ? AND idempotency_key = ?').get(kind, key) as
      { id: string; request_hash: string | null } | undefined;
    return row && { id: row.id, requestHash: row.request_hash };
  }

  /** Stores a submission, or returns the earlier one with the same Idempotency-Key. */
  insert(submission: NewSubmission, meta: SubmissionMeta, now = Date.now()): InsertResult {
    const id = randomUUID();
    const result = this.db
      .prepare(
        `INSERT INTO submissions (id, kind, created_at, locale, name, email, service, phone, position, message,
           cv_file, cv_name, cv_size, cv_type, idempotency_key, request_hash, next_attempt_at)
         VALUES (@id, @kind, @createdAt, @locale, @name, @email, @service, @phone, @position, @message,
           @cvFile, @cvName, @cvSize, @cvType, @key, @requestHash, @createdAt)
         ON CONFLICT DO NOTHING`,
      )
      .run(newRowValues(id, submission, meta, now));
    if (result.changes === 1) return { id, duplicate: false, conflict: false };
    const existing = meta.idempotencyKey ? this.findByIdempotencyKey(submission.kind, meta.idempotencyKey) : undefined;
    if (!existing) throw new Error('Submission was neither stored nor found');
    return { id: existing.id, duplicate: true, conflict: isIdempotencyConflict(existing.requestHash, meta.requestHash) };
  }

  get(id: string): SubmissionRecord | undefined {
    const row = this.db.prepare(`SELECT ${recordColumns} FROM submissions WHERE id = ?`).get(id) as SubmissionRow | undefined;
    return row && toRecord(row);
  }

  list(filter: { kind?: SubmissionKind; undeliveredOnly?: boolean } = {}): SubmissionRecord[] {
    const rows = this.db
      .prepare(
        `SELECT ${recordColumns} FROM submissions
         WHERE (@kind IS NULL OR kind = @kind) AND (@undelivered = 0 OR delivered_at IS NULL)
         ORDER BY created_at, id`,
      )
      .all({ kind: filter.kind ?? null, undelivered: filter.undeliveredOnly ? 1 : 0 }) as SubmissionRow[];
    return rows.map(toRecord);
  }

  claimDue(now: number, limit: number, leaseMs: number): SubmissionRecord[] {
    // One transaction: SQLite lets one writer in at a time, so no other process claims the same rows.
    return this.db
      .transaction(() => {
        const rows = this.db
          .prepare(`SELECT ${recordColumns} FROM submissions WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?`)
          .all(now, limit) as SubmissionRow[];
        const lease = this.db.prepare('UPDATE submissions SET next_attempt_at = ? WHERE id = ?');
        for (const row of rows) lease.run(now + leaseMs, row.id);
        return rows.map(toRecord);
      })
      .immediate();
  }

  undelivered(): Undelivered {
    return this.db.prepare('SELECT COUNT(*) AS count, MIN(created_at) AS oldestAt FROM submissions WHERE delivered_at IS NULL').get() as Undelivered;
  }

  markDelivered(id: string, now = Date.now()): void {
    this.db.prepare('UPDATE submissions SET delivered_at = ?, last_error = NULL WHERE id = ?').run(now, id);
  }

  markFailed(id: string, error: string, nextAttemptAt: number): void {
    this.db
      .prepare('UPDATE submissions SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?')
      .run(error.slice(0, 500), nextAttemptAt, id);
  }

  /** Applications received before the cut-off (retention). */
  applicationsBefore(cutoff: number): SubmissionRecord[] {
    const rows = this.db
      .prepare(`SELECT ${recordColumns} FROM submissions WHERE kind = 'application' AND created_at < ? ORDER BY created_at`)
      .all(cutoff) as SubmissionRow[];
    return rows.map(toRecord);
  }

  /** Row first: a crash in between leaves an orphan file, which the retention sweep removes. */
  remove(record: SubmissionRecord): void {
    this.db.prepare('DELETE FROM submissions WHERE id = ?').run(record.id);
    if (record.cv) rmSync(cvPath(this.dataDir, record.cv.file), { force: true });
  }

  cvContent(record: SubmissionRecord & { cv: StoredCv }): Buffer {
    return readFileSync(cvPath(this.dataDir, record.cv.file));
  }

  referencedCvFiles(): Set<string> {
    const rows = this.db.prepare('SELECT cv_file FROM submissions WHERE cv_file IS NOT NULL').all() as { cv_file: string }[];
    return new Set(rows.map((row) => row.cv_file));
  }

  /** The StoreAccess door, for callers that hold the store themselves (the command line, tests). */
  async run<T>(operation: (store: FormStore) => T | Promise<T>): Promise<T> {
    return operation(this);
  }

  close(): void {
    this.db.close();
  }
}
