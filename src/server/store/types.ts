import type { Generated, Selectable } from 'kysely';
import type { Locale } from '../../i18n/locales';
import type { StaffStore } from './StaffStore';
import type { StaffTables } from './staffTypes';
import type { ApplicationSubmission, ContactSubmission, CvExtension } from '../../forms/schema';

export type SubmissionKind = 'contact' | 'application';

/**
 * The submissions table, one row per contact message or application, as the code names its columns
 * (CamelCasePlugin maps them to the database's snake_case). The one description of a row: the record
 * below is derived from it. The times are ms since 1970.
 */
export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  createdAt: number;
  locale: string;
  name: string;
  email: string;
  service: string | null;
  phone: string | null;
  position: string | null;
  /** The job opening applied for (content/jobs): its slug and its title as the applicant saw it; null for a speculative application. */
  jobSlug: string | null;
  jobTitle: string | null;
  message: string | null;
  cvFile: string | null;
  cvName: string | null;
  cvSize: number | null;
  /** Only this code writes it, from the upload's checked type. */
  cvType: CvExtension | null;
  /** The CV's bytes where the store keeps them in the row (PostgreSQL); null where they stay in files (SQLite). */
  cvContent: Buffer | null;
  idempotencyKey: string | null;
  /** Fingerprint of what was sent under the Idempotency-Key; null in rows stored before fingerprints existed. */
  requestHash: string | null;
  deliveredAt: number | null;
  attempts: Generated<number>;
  nextAttemptAt: number;
  lastError: string | null;
  /** When a staff member marked it handled in the inbox, and who (their e-mail address); null until then. */
  handledAt: number | null;
  handledBy: string | null;
}

/** The forms' rate limit shared by several servers (sharedRateLimit.ts): one fixed window per address and form. */
export interface FormRateLimitsTable {
  key: string;
  hits: number;
  windowStart: number;
  windowMs: number;
}

export interface Database extends StaffTables {
  submissions: SubmissionsTable;
  formRateLimits: FormRateLimitsTable;
}

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

/** The open job opening an application is for, as the server found it in the build's index. */
export interface AppliedJob {
  slug: string;
  title: string;
}

export type NewSubmission =
  | { kind: 'contact'; data: ContactSubmission }
  | { kind: 'application'; data: ApplicationSubmission; cv: StoredCv; job?: AppliedJob | undefined };

/** The columns a record leaves out or reads otherwise: its CV as one object, its locale checked. */
type NotInRecord =
  | 'locale'
  | 'jobSlug'
  | 'jobTitle'
  | 'cvFile'
  | 'cvName'
  | 'cvSize'
  | 'cvType'
  | 'cvContent'
  | 'idempotencyKey'
  | 'requestHash';

/** A row as staff and the outbox see it. */
export type SubmissionRecord = Omit<Selectable<SubmissionsTable>, NotInRecord> & {
  locale: Locale;
  job: AppliedJob | null;
  cv: StoredCv | null;
};

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
  /** Applications received before the cut-off (retention). */
  applicationsBefore(cutoff: number): Promise<SubmissionRecord[]>;
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
  /** The staff inbox's people, passkeys, enrolment links, sessions and audit trail (StaffStore.ts). */
  readonly staff: StaffStore;
}
