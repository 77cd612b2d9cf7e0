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
