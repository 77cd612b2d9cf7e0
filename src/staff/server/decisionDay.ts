import { dayAnchor, decisionDays, isDecisionDay } from '../../submissions/decisions';
import { isDecision, type ApplicationStatus } from '../../submissions/storedSubmission';

/**
 * The moment a decision took effect, from the day staff entered ("YYYY-MM-DD", default today in Potsdam):
 * noon UTC of that day, which reads as the same date in Potsdam. Null for a status that decides nothing;
 * undefined (refused) for no calendar day (2026-11-31), a day before the Potsdam day the application arrived,
 * or after today's: retention counts from it.
 */
export function decisionDay(
  status: ApplicationStatus,
  decidedOn: string | undefined,
  arrivedAt: number,
  now: number,
): number | null | undefined {
  if (!isDecision(status)) return null;
  const day = decidedOn ?? decisionDays(arrivedAt, now).today;
  return isDecisionDay(day, arrivedAt, now) ? dayAnchor(day) : undefined;
}
