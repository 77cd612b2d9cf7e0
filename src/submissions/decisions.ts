import { dayInPotsdam, isCalendarDay } from '../content/potsdamDay';
import { applicationStatuses, isDecision, type ApplicationStatus } from './storedSubmission';

/**
 * How staff may move an application's status, shared by the inbox's page (what it offers) and its server
 * (what it refuses). Retention counts from a decision's day, so a decision is never undone into "received"
 * or "in review" (that would stop its clock), and its day lies between the Potsdam day the application
 * arrived and today's Potsdam day. A decision may still be corrected to another decision, or another day:
 * the audit trail keeps each with its day.
 */

const decisions = applicationStatuses.filter((status) => isDecision(status));

/** The statuses staff may set on an application whose saved status is `saved` ("received" and "in review" only before a decision). */
export function statusesAfter(saved: ApplicationStatus | null): readonly ApplicationStatus[] {
  if (saved !== null && isDecision(saved)) return decisions;
  if (saved === 'in-review') return applicationStatuses.filter((status) => status !== 'received');
  return applicationStatuses;
}

/** The days a decision may take effect on: from the Potsdam day the application arrived to today's. */
export function decisionDays(arrivedAt: number, now: number): { first: string; today: string } {
  return { first: dayInPotsdam(arrivedAt), today: dayInPotsdam(now) };
}

/** A decision's day as stored: noon UTC of it, which is the same date in Potsdam (and in every European zone). */
export const dayAnchor = (day: string): number => Date.parse(`${day}T12:00:00Z`);

/** The Potsdam day a stored decision names. */
export const anchoredDay = (decidedAt: number): string => dayInPotsdam(decidedAt);

/** True for a calendar day within `decisionDays`. */
export function isDecisionDay(day: string, arrivedAt: number, now: number): boolean {
  const { first, today } = decisionDays(arrivedAt, now);
  return isCalendarDay(day) && day >= first && day <= today;
}
