import type { GlobeRendererShown, VitalMetric } from '../../fieldVitals/beacon';
import type { FieldCount } from '../../fieldVitals/days';
import type { Locale } from '../../i18n/locales';
import type { AppliedJob, StoredCv, SubmissionsTable } from '../../submissions/storedSubmission';
import type { ApplicationSubmission, ContactSubmission } from '../../submissions/schema';

/**
 * The rate limits' counts shared by several servers on PostgreSQL (../rateLimit): one fixed window per client and
 * form (or the staff sign-in), under a keyed hash of the client's address, never the address.
 */
interface FormRateLimitsTable {
  /** The route or group, then HMAC-SHA256 of the address under the day's key. */
  key: string;
  hits: number;
  windowStart: number;
  windowMs: number;
}

/** The day's key of that hash, when no RATE_LIMIT_KEY is set: shared by the servers, deleted once the day is over. */
interface RateLimitKeysTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** 32 random bytes, base64. */
  secret: string;
}

/** What a retention run deleted, by kind: counts only (retention/runs.ts). */
export interface RetentionCounts {
  applicationsRejected: number;
  applicationsWithdrawn: number;
  applicationsHired: number;
  contactsHandled: number;
  contactsUnhandled: number;
  auditLines: number;
  notices: number;
  orphanCvs: number;
  /** Days of the field measurements' counts past the window the privacy policy states. */
  fieldVitalDays: number;
}

/** One retention run: started by the server at start (`start`), at RETENTION_AT (`daily`), or `npm run retention` (`command`). */
export interface RetentionRunsTable extends RetentionCounts {
  id: string;
  trigger: 'start' | 'daily' | 'command';
  startedAt: number;
  /** Null while it runs, and for ever when its process died mid-run. */
  endedAt: number | null;
  /** Why it stopped, when it failed. */
  error: string | null;
  /** Applications kept because they still wait for a decision after three months (never deleted; a reminder). */
  awaitingDecision: number;
}

/** The one lease a retention run holds, whichever server or command runs it. */
interface RetentionLeaseTable {
  name: string;
  holder: string | null;
  until: number;
}

/** One bucket's count of field values on one Potsdam day (../vitals/fieldDays.ts): nothing of a visitor. */
interface FieldVitalDaysTable {
  day: string;
  metric: VitalMetric;
  route: string;
  renderer: GlobeRendererShown;
  quality: FieldCount['quality'];
  le: string;
  count: number;
}

/** The forms' tables; the staff inbox's are its own (src/staff/server/store). */
// A type, not an interface: Kysely's withTables asks for an index signature, which only a type has implicitly.
export type Database = {
  submissions: SubmissionsTable;
  formRateLimits: FormRateLimitsTable;
  rateLimitKeys: RateLimitKeysTable;
  retentionRuns: RetentionRunsTable;
  retentionLease: RetentionLeaseTable;
  fieldVitalDays: FieldVitalDaysTable;
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
