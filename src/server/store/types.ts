import type { Locale } from '../../i18n/locales';
import type { ApplicationSubmission, ContactSubmission, CvExtension } from '../../forms/schema';

export type SubmissionKind = 'contact' | 'application';

/** A stored CV: the file under the data directory and what the applicant called it. */
export interface StoredCv {
  file: string;
  name: string;
  size: number;
  type: CvExtension;
}

export interface SubmissionMeta {
  locale: Locale;
  idempotencyKey: string | undefined;
  /** Fingerprint of the submission's content: a reused key with other content is a conflict. */
  requestHash?: string | undefined;
}

export type NewSubmission = { kind: 'contact'; data: ContactSubmission } | { kind: 'application'; data: ApplicationSubmission; cv: StoredCv };

/** A row as staff and the outbox see it. */
export interface SubmissionRecord {
  id: string;
  kind: SubmissionKind;
  createdAt: number;
  locale: Locale;
  name: string;
  email: string;
  service: string | null;
  phone: string | null;
  position: string | null;
  message: string | null;
  cv: StoredCv | null;
  deliveredAt: number | null;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
}

export interface InsertResult {
  id: string;
  /** True when the Idempotency-Key was seen before: nothing new was stored. */
  duplicate: boolean;
  /** A duplicate whose content differs from the first submission under the same key. */
  conflict: boolean;
}

type Awaitable<T> = T | Promise<T>;

/**
 * What the forms, the outbox and the staff command line need of a store. SQLite (SqliteStore, the
 * default) answers at once; PostgreSQL (PostgresStore, DATABASE_URL) answers with promises: callers await.
 */
export interface Undelivered {
  count: number;
  /** ms since 1970; null when every submission was e-mailed. */
  oldestAt: number | null;
}

export interface FormStore {
  /** The server's own directory for uploads in progress (and, with SQLite, the database and the CVs). */
  readonly dataDir: string;
  findByIdempotencyKey(kind: SubmissionKind, key: string): Awaitable<{ id: string; requestHash: string | null } | undefined>;
  /** Stores a submission (an application's CV from its file under dataDir), or returns the earlier one with its key. */
  insert(submission: NewSubmission, meta: SubmissionMeta, now?: number): Awaitable<InsertResult>;
  get(id: string): Awaitable<SubmissionRecord | undefined>;
  list(filter?: { kind?: SubmissionKind; undeliveredOnly?: boolean }): Awaitable<SubmissionRecord[]>;
  /**
   * Takes up to `limit` due undelivered submissions for delivery: they are not due again before `leaseMs`
   * has passed, so no other server (or a later poll) sends them meanwhile. A crash mid-delivery leaves them
   * to be sent when the lease ends.
   */
  claimDue(now: number, limit: number, leaseMs: number): Awaitable<SubmissionRecord[]>;
  markDelivered(id: string, now?: number): Awaitable<void>;
  markFailed(id: string, error: string, nextAttemptAt: number): Awaitable<void>;
  /** Applications received before the cut-off (retention). */
  applicationsBefore(cutoff: number): Awaitable<SubmissionRecord[]>;
  /** Deletes a submission and its CV. */
  remove(record: SubmissionRecord): Awaitable<void>;
  /** The CV's bytes. */
  cvContent(record: SubmissionRecord & { cv: StoredCv }): Awaitable<Buffer>;
  /** Every CV file name a row refers to (to find files left behind by a crash between file and row). */
  referencedCvFiles(): Awaitable<Set<string>>;
  /** The submissions not yet e-mailed: how many, and when the oldest arrived (readiness, metrics). */
  undelivered(): Awaitable<Undelivered>;
}
