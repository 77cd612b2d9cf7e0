import type { Insertable, Selectable } from 'kysely';
import { isLocale } from '../../i18n/locales';
import type { SubmissionRecord, SubmissionsTable } from '../../submissions/storedSubmission';
import type { NewSubmission, SubmissionMeta } from './types';

/** The columns a record is read from (never the CV's bytes, which PostgreSQL keeps in the row). */
export const recordColumns = [
  'id',
  'kind',
  'createdAt',
  'locale',
  'name',
  'email',
  'service',
  'phone',
  'position',
  'jobSlug',
  'jobTitle',
  'message',
  'cvFile',
  'cvName',
  'cvSize',
  'cvType',
  'deliveredAt',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'handledAt',
  'handledBy',
  'status',
  'decidedAt',
  'decisionRecordedAt',
] as const;

type RecordRow = Pick<Selectable<SubmissionsTable>, (typeof recordColumns)[number]>;

/** A row as staff read it: the job and the CV as one field each, a locale the site has. */
export function toRecord(row: RecordRow): SubmissionRecord {
  const { cvFile: file, cvName: name, cvSize: size, cvType: type, jobSlug, jobTitle, locale, ...fields } = row;
  return {
    ...fields,
    locale: isLocale(locale) ? locale : 'en',
    job: jobSlug ? { slug: jobSlug, title: jobTitle ?? jobSlug } : null,
    cv: file && name && size !== null && type ? { file, name, size, type } : null,
  };
}

/**
 * A retry under a used Idempotency-Key that sent other content. A row stored without a fingerprint (the
 * forms always send one) counts as the same submission.
 */
export function isIdempotencyConflict(storedHash: string | null, sentHash: string | undefined): boolean {
  return storedHash !== null && sentHash !== undefined && storedHash !== sentHash;
}

/** A new row's columns, but for the CV's bytes, which depend on where the store keeps them. */
export function newRow(
  id: string,
  submission: NewSubmission,
  meta: SubmissionMeta,
  now: number,
): Insertable<SubmissionsTable> {
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
    jobSlug: application?.job?.slug ?? null,
    jobTitle: application?.job?.title ?? null,
    message: data.message || null,
    cvFile: application?.cv.file ?? null,
    cvName: application?.cv.name ?? null,
    cvSize: application?.cv.size ?? null,
    cvType: application?.cv.type ?? null,
    idempotencyKey: meta.idempotencyKey ?? null,
    requestHash: meta.requestHash ?? null,
    nextAttemptAt: now,
    status: submission.kind === 'application' ? 'received' : null,
  };
}
