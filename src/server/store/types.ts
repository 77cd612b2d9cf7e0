import type { Locale } from '../../i18n/locales';
import type { AppliedJob, StoredCv, SubmissionsTable } from '../../submissions/storedSubmission';
import type { ApplicationSubmission, ContactSubmission } from '../../submissions/schema';

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
