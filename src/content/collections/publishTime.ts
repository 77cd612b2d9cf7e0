/**
 * An entry's publish time (front matter `publishAt`, schemas.ts) as the company means it: a wall-clock time in
 * Potsdam. The build leaves the entry out until that instant, and the rebuild runner starts a build once it has
 * passed; both read it here, so they agree on summer and winter time.
 */
import { TZDate } from '@date-fns/tz';

const potsdam = 'Europe/Berlin';

/** "2027-03-02T09:00" → the instant in ms (08:00 UTC that day); a time skipped in spring counts from the hour after. */
export function potsdamInstant(publishAt: string): number {
  const [day = '', time = ''] = publishAt.split('T');
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  if ([year, month, date, hours, minutes].some((part) => part === undefined || Number.isNaN(part)))
    throw new Error(`A publish time is written YYYY-MM-DDTHH:MM, not "${publishAt}"`);
  return new TZDate(year ?? 0, (month ?? 1) - 1, date ?? 1, hours ?? 0, minutes ?? 0, potsdam).getTime();
}

/** The instant as Potsdam's wall clock reads it: "2027-03-02T09:00". */
export function potsdamWallClock(instant: number): string {
  const moment = new TZDate(instant, potsdam);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(moment.getFullYear())}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
}
