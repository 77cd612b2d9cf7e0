import {
  dayInPotsdam,
  monthsBefore,
  potsdamDayDaysAfter,
  potsdamDayMonthsAfter,
  startOfPotsdamDay,
} from '../content/potsdamDay';
import { isDecision, type SubmissionRecord } from './storedSubmission';

/**
 * What the privacy policy and the form notes promise about keeping submissions, as rules: shared by the
 * server's retention, which deletes, and the staff inbox, which shows each entry's day. Days are Potsdam
 * days and months calendar months that clamp at a month's end (../content/potsdamDay.ts); an entry goes in
 * the first retention run on its day (the server runs one every night).
 * - An application goes `applicationMonths` months after the day the rejection was sent or the withdrawal
 *   arrived, and `hiredRetentionDays` days after the day a hiring was recorded in the inbox (its documents go
 *   to the personnel file meanwhile); one without a decision is never deleted, only listed after
 *   `undecidedReminderMonths`.
 * - A contact message goes `contactDays` days after the day it was marked handled, and at the latest
 *   `contactUnhandledMonths` months after the day it arrived, handled or not; one still unhandled after
 *   `unhandledReminderMonths` is listed for staff.
 */
export interface RetentionPeriods {
  /** RETENTION_MONTHS, default 6. */
  applicationMonths: number;
  /** CONTACT_RETENTION_DAYS, default 30. */
  contactDays: number;
  /** CONTACT_UNHANDLED_MONTHS, default 6. */
  contactUnhandledMonths: number;
}

/**
 * The periods the privacy policy and the form notes state (src/i18n/dict/legal, dict/forms), and so the
 * settings' defaults: a setting that differs is warned about (src/server/retention/settings.ts).
 */
export const defaultRetention: Readonly<RetentionPeriods> = {
  applicationMonths: 6,
  contactDays: 30,
  contactUnhandledMonths: 6,
};

/** Stated in the policy, not a setting: a hired person's application entry goes a month after the hiring is recorded. */
export const hiredRetentionDays = 30;
/** An application still undecided after this long is listed for staff (the inbox, the retention run's log). */
export const undecidedReminderMonths = 3;
/** A contact message still not marked handled after this long is listed for staff, with the day it goes. */
export const unhandledReminderMonths = 1;

type RetentionFacts = Pick<
  SubmissionRecord,
  'kind' | 'createdAt' | 'status' | 'decidedAt' | 'decisionRecordedAt' | 'handledAt'
>;

/** Which rule lets an entry go: its decision, or a contact message's state. */
export type RetentionRule = 'rejected' | 'withdrawn' | 'hired' | 'handled' | 'unhandled';

/** The Potsdam day retention deletes an entry, and by which rule; null while nothing lets it go (no decision). */
export function deletionDay(
  record: RetentionFacts,
  periods: RetentionPeriods,
): { day: string; rule: RetentionRule } | null {
  if (record.kind === 'contact') {
    const latest = potsdamDayMonthsAfter(dayInPotsdam(record.createdAt), periods.contactUnhandledMonths);
    if (record.handledAt === null) return { day: latest, rule: 'unhandled' };
    const afterHandling = potsdamDayDaysAfter(dayInPotsdam(record.handledAt), periods.contactDays);
    return { day: afterHandling < latest ? afterHandling : latest, rule: 'handled' };
  }
  const { status, decidedAt } = record;
  if (decidedAt === null || status === null || !isDecision(status)) return null;
  if (status === 'hired') {
    // From when it was recorded, not the day it names, which may lie weeks back: the documents need the month.
    const recorded = record.decisionRecordedAt ?? decidedAt;
    return { day: potsdamDayDaysAfter(dayInPotsdam(recorded), hiredRetentionDays), rule: 'hired' };
  }
  return {
    day: potsdamDayMonthsAfter(dayInPotsdam(decidedAt), periods.applicationMonths),
    rule: status === 'rejected' ? 'rejected' : 'withdrawn',
  };
}

/** The moment retention may delete an entry (its day's start in Potsdam), or null while nothing lets it go. */
export function deletionDate(record: RetentionFacts, periods: RetentionPeriods): number | null {
  const due = deletionDay(record, periods);
  return due && startOfPotsdamDay(due.day);
}

/** An application that waits for a decision longer than staff should let it: shown as a reminder, never deleted. */
export function awaitsDecision(record: RetentionFacts, now: number): boolean {
  return (
    record.kind === 'application' &&
    !(isDecision(record.status) && record.decidedAt !== null) &&
    record.createdAt <= monthsBefore(now, undecidedReminderMonths)
  );
}

/** A contact message nobody has marked handled for a month: listed for staff with the day it goes regardless. */
export function awaitsHandling(record: RetentionFacts, now: number): boolean {
  return (
    record.kind === 'contact' &&
    record.handledAt === null &&
    record.createdAt <= monthsBefore(now, unhandledReminderMonths)
  );
}
