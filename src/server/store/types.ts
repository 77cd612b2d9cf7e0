import type { Locale } from '../../i18n/locales';
import type {
  AppliedJob,
  ApplicationStatus,
  StoredCv,
  SubmissionKind,
  SubmissionRecord,
  SubmissionsTable,
} from '../../forms/storedSubmission';
import type { ApplicationSubmission, ContactSubmission } from '../../forms/schema';
import type { SharedConnection } from '../../staff/server';

/** The forms' rate limit shared by several servers (sharedRateLimit.ts): one fixed window per address and form. */
interface FormRateLimitsTable {
  key: string;
  hits: number;
  windowStart: number;
  windowMs: number;
}

/** The forms' tables; the staff inbox's are its own (src/staff/server/store). */
// A type, not an interface: Kysely's withTables asks for an index signature, which only a type has implicitly.
export type Database = {
  submissions: SubmissionsTable;
  formRateLimits: FormRateLimitsTable;
};

export interface SubmissionMeta {
  locale: Locale;
  idempotencyKey: string | undefined;
  /** Fingerprint of the submission's content: a reused key with other content is a conflict. */
  requestHash?: string | undefined;
}

export type NewSubmission =
  | { kind: 'contact'; data: ContactSubmission }
  | { kind: 'application'; data: ApplicationSubmission; cv: StoredCv; job?: AppliedJob | undefined };

export interface InsertResult {
  id: string;
  /** True when the Idempotency-Key was seen before: nothing new was stored. */
  duplicate: boolean;
  /** A duplicate whose content differs from the first submission under the same key. */
  conflict: boolean;
}

export interface Undelivered {
  count: number;
  /** ms since 1970; null when every submission was e-mailed. */
  oldestAt: number | null;
}

/** What the forms, the outbox and the staff command line need of a store (SubmissionStore, on SQLite or PostgreSQL). */
export interface FormStore {
  /** The server's own directory for uploads in progress (and, with SQLite, the database and the CVs). */
  readonly dataDir: string;
  findByIdempotencyKey(
    kind: SubmissionKind,
    key: string,
  ): Promise<{ id: string; requestHash: string | null } | undefined>;
  /** Stores a submission (an application's CV from its file under dataDir), or returns the earlier one with its key. */
  insert(submission: NewSubmission, meta: SubmissionMeta, now?: number): Promise<InsertResult>;
  get(id: string): Promise<SubmissionRecord | undefined>;
  list(filter?: { kind?: SubmissionKind; undeliveredOnly?: boolean }): Promise<SubmissionRecord[]>;
  /**
   * Takes up to `limit` due undelivered submissions for delivery: they are not due again before `leaseMs`
   * has passed, so no other server (or a later poll) sends them meanwhile. A crash mid-delivery leaves them
   * to be sent when the lease ends.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<SubmissionRecord[]>;
  markDelivered(id: string, now?: number): Promise<void>;
  markFailed(id: string, error: string, nextAttemptAt: number): Promise<void>;
  /** Deletes a submission and its CV. */
  remove(record: SubmissionRecord): Promise<void>;
  /** The CV's bytes. */
  cvContent(record: SubmissionRecord & { cv: StoredCv }): Promise<Buffer>;
  /** Every CV file name a row refers to (to find files left behind by a crash between file and row). */
  referencedCvFiles(): Promise<Set<string>>;
  /** The submissions not yet e-mailed: how many, and when the oldest arrived (readiness, metrics). */
  undelivered(): Promise<Undelivered>;
  /** Marks a submission handled by a staff member (the inbox). */
  markHandled(id: string, by: string, now?: number): Promise<void>;
  /** Sets an application's status (the inbox); `decidedAt` is the day a decision took effect, else null. */
  setStatus(id: string, status: ApplicationStatus, decidedAt: number | null): Promise<void>;
  /**
   * The open connection with no tables named, for the staff inbox's own Kysely (src/staff/server/store):
   * the forms know none of its tables, and it closes with this store.
   */
  readonly connection: SharedConnection;
}
