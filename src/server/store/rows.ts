import type { CvExtension } from '../../forms/schema';
import { isLocale } from '../../i18n/locales';
import type { NewSubmission, SubmissionKind, SubmissionMeta, SubmissionRecord } from './types';

/** The submissions table's columns; PostgreSQL hands BIGINT columns over as strings. */
export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  created_at: number | string;
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
  delivered_at: number | string | null;
  attempts: number;
  next_attempt_at: number | string;
  last_error: string | null;
}

/** The columns a record is read from (never the CV's bytes, which PostgreSQL keeps in the row). */
export const recordColumns =
  'id, kind, created_at, locale, name, email, service, phone, position, message, cv_file, cv_name, cv_size, cv_type, delivered_at, attempts, next_attempt_at, last_error';

/**
 * A retry under a used Idempotency-Key that sent other content. Rows stored before fingerprints existed
 * have none: they count as the same submission.
 */
export function isIdempotencyConflict(storedHash: string | null, sentHash: string | undefined): boolean {
  return storedHash !== null && sentHash !== undefined && storedHash !== sentHash;
}

export function toRecord(row: SubmissionRow): SubmissionRecord {
  const cv =
    row.cv_file && row.cv_name && row.cv_size !== null && row.cv_type
      ? { file: row.cv_file, name: row.cv_name, size: row.cv_size, type: row.cv_type as CvExtension }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: Number(row.created_at),
    locale: isLocale(row.locale) ? row.locale : 'en',
    name: row.name,
    email: row.email,
    service: row.service,
    phone: row.phone,
    position: row.position,
    message: row.message,
    cv,
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
    attempts: row.attempts,
    nextAttemptAt: Number(row.next_attempt_at),
    lastError: row.last_error,
  };
}

/** The values of a new row, by column, for both stores. */
export function newRowValues(id: string, submission: NewSubmission, meta: SubmissionMeta, now: number): Record<string, string | number | null> {
  const { data } = submission;
  const application = submission.kind === 'application' ? submission : undefined;
  return {
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
    requestHash: meta.requestHash ?? null,
  };
}
