import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CvExtension } from '../../forms/schema';
import { isLocale } from '../../i18n/locales';
import { createTables, storeVersion } from './schema.sql';
import type { InsertResult, NewSubmission, SubmissionKind, SubmissionMeta, SubmissionRecord } from './types';

interface Row {
  id: string;
  kind: SubmissionKind;
  created_at: number;
  locale: string;
  name: string;
  email: string;
  service: string | null;
  phone: string | null;
  position: string | null;
  message: string | null;
  cv_file: string | null;
  cv_name: string | null;
  cv_size: number | null;
  cv_type: string | null;
  delivered_at: number | null;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

function toRecord(row: Row): SubmissionRecord {
  const cv =
    row.cv_file && row.cv_name && row.cv_size !== null && row.cv_type
      ? { file: row.cv_file, name: row.cv_name, size: row.cv_size, type: row.cv_type as CvExtension }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    locale: isLocale(row.locale) ? row.locale : 'en',
    name: row.name,
    email: row.email,
    service: row.service,
    phone: row.phone,
    position: row.position,
    message: row.message,
    cv,
    deliveredAt: row.delivered_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
  };
}

/**
 * The durable store of submissions: SQLite in WAL mode with synchronous=FULL, so a row is on disk when
 * `insert` returns, before the visitor is told it arrived.
 */
export class SubmissionStore {
  readonly dataDir: string;
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.dataDir = dataDir;
    this.db = new Database(join(dataDir, 'submissions.sqlite'));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(createTables);
    this.db.pragma(`user_version = ${String(storeVersion)}`);
  }

  findByIdempotencyKey(kind: SubmissionKind, key: string): string | undefined {
    const row = this.db.prepare('SELECT id FROM submissions WHERE kind = ? AND idempotency_key = ?').get(kind, key) as
      | { id: string }
      | undefined;
    return row?.id;
  }

  /** Stores a submission, or returns the earlier one with the same Idempotency-Key. */
  insert(submission: NewSubmission, meta: SubmissionMeta, now = Date.now()): InsertResult {
    const id = randomUUID();
    const { data } = submission;
    const application = submission.kind === 'application' ? submission : undefined;
    const result = this.db
      .prepare(
        `INSERT INTO submissions (id, kind, created_at, locale, name, email, service, phone, position, message,
           cv_file, cv_name, cv_size, cv_type, idempotency_key, next_attempt_at)
         VALUES (@id, @kind, @createdAt, @locale, @name, @email, @service, @phone, @position, @message,
           @cvFile, @cvName, @cvSize, @cvType, @key, @createdAt)
         ON CONFLICT DO NOTHING`,
      )
      .run({
        id,
        kind: submission.kind,
        createdAt: now,
        locale: meta.locale,
        name: data.name,
        email: data.email,
        service: submission.kind === 'contact' ? submission.data.service : null,
        phone: application?.data.phone || null,
        position: application?.data.position || null,
        message: data.message || null,
        cvFile: application?.cv.file ?? null,
        cvName: application?.cv.name ?? null,
        cvSize: application?.cv.size ?? null,
        cvType: application?.cv.type ?? null,
        key: meta.idempotencyKey ?? null,
      });
    if (result.changes === 1) return { id, duplicate: false };
    const existing = meta.idempotencyKey ? this.findByIdempotencyKey(submission.kind, meta.idempotencyKey) : undefined;
    if (!existing) throw new Error('Submission was neither stored nor found');
    return { id: existing, duplicate: true };
  }

  get(id: string): SubmissionRecord | undefined {
    const row = this.db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as Row | undefined;
    return row && toRecord(row);
  }

  list(filter: { kind?: SubmissionKind; undeliveredOnly?: boolean } = {}): SubmissionRecord[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM submissions
         WHERE (@kind IS NULL OR kind = @kind) AND (@undelivered = 0 OR delivered_at IS NULL)
         ORDER BY created_at, id`,
      )
      .all({ kind: filter.kind ?? null, undelivered: filter.undeliveredOnly ? 1 : 0 }) as Row[];
    return rows.map(toRecord);
  }

  /** Undelivered submissions whose next attempt is due, oldest first. */
  due(now: number, limit: number): SubmissionRecord[] {
    const rows = this.db
      .prepare('SELECT * FROM submissions WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?')
      .all(now, limit) as Row[];
    return rows.map(toRecord);
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
      .prepare("SELECT * FROM submissions WHERE kind = 'application' AND created_at < ? ORDER BY created_at")
      .all(cutoff) as Row[];
    return rows.map(toRecord);
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM submissions WHERE id = ?').run(id);
  }

  /** Every CV file name a row refers to (to find files left behind by a crash between file and row). */
  referencedCvFiles(): Set<string> {
    const rows = this.db.prepare('SELECT cv_file FROM submissions WHERE cv_file IS NOT NULL').all() as { cv_file: string }[];
    return new Set(rows.map((row) => row.cv_file));
  }

  close(): void {
    this.db.close();
  }
}
