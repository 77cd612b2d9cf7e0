import { isDecision, type SubmissionRecord } from './storedSubmission';

/**
 * What the privacy policy and the form notes promise about keeping submissions, as rules: shared by the
 * server's `npm run retention`, which deletes, and the staff inbox, which shows each entry's day.
 * - An application goes `applicationMonths` calendar months after the rejection reached the applicant or
 *   the withdrawal reached us, and `hiredDays` days after the hiring (its documents go to the personnel
 *   file); one without a decision is never deleted, only listed after `remindAfterMonths`.
 * - A contact message goes `contactDays` days after it was dealt with (marked handled).
 */
export interface RetentionPeriods {
  /** RETENTION_MONTHS, default 6. */
  applicationMonths: number;
  /** CONTACT_RETENTION_DAYS, default 30. */
  contactDays: number;
}

/** Stated in the policy, not a setting: a hired person's application entry goes a month after the hiring. */
export const hiredRetentionDays = 30;
/** An application still undecided after this long is listed for staff (inbox, `npm run retention`). */
export const undecidedReminderMonths = 3;

export const defaultRetention: RetentionPeriods = { applicationMonths: 6, contactDays: 30 };

const DAY = 24 * 3600 * 1000;

/** `months` calendar months after `from` (UTC); negative months go back. */
export function monthsAfter(from: number, months: number): number {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

type RetentionFacts = Pick<SubmissionRecord, 'kind' | 'createdAt' | 'status' | 'decidedAt' | 'handledAt'>;

/** The moment retention deletes an entry, or null while nothing lets it go (no decision, not yet handled). */
export function deletionDate(record: RetentionFacts, periods: RetentionPeriods): number | null {
  if (record.kind === 'contact') return record.handledAt === null ? null : record.handledAt + periods.contactDays * DAY;
  if (record.decidedAt === null) return null;
  if (record.status === 'rejected' || record.status === 'withdrawn')
    return monthsAfter(record.decidedAt, periods.applicationMonths);
  if (record.status === 'hired') return record.decidedAt + hiredRetentionDays * DAY;
  return null;
}

/** An application that waits for a decision longer than staff should let it: shown as a reminder, never deleted. */
export function awaitsDecision(record: RetentionFacts, now: number): boolean {
  return (
    record.kind === 'application' &&
    !(isDecision(record.status) && record.decidedAt !== null) &&
    record.createdAt <= monthsAfter(now, -undecidedReminderMonths)
  );
}
