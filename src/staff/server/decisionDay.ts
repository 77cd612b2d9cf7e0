import { isDecision, type ApplicationStatus } from '../../submissions/storedSubmission';

const DAY = 24 * 3600_000;

/**
 * The moment a decision took effect, from the day staff entered ("YYYY-MM-DD", default today): noon UTC of
 * that day, so the day reads the same in every time zone of the inbox. Null for a status that decides
 * nothing; undefined (refused) for a day before the application arrived or after today: retention counts from it.
 */
export function decisionDay(
  status: ApplicationStatus,
  decidedOn: string | undefined,
  arrivedAt: number,
  now: number,
): number | null | undefined {
  if (!isDecision(status)) return null;
  const day = decidedOn ?? new Date(now).toISOString().slice(0, 10);
  const at = Date.parse(`${day}T12:00:00Z`);
  if (!Number.isFinite(at)) return undefined;
  const startOf = (time: number) => Math.floor(time / DAY) * DAY;
  if (startOf(at) < startOf(arrivedAt) || startOf(at) > startOf(now)) return undefined;
  return at;
}
