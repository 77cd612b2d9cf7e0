import { TZDate } from '@date-fns/tz';
import type { RetentionAt } from './settings';

/** The daily run's moments: `at` (hour and minute) on each Potsdam day, summer time or not. */
type DailyTime = Exclude<RetentionAt, 'off'>;

const zone = 'Europe/Berlin';

/** `at` on the Potsdam day of `now`, `days` days later (or earlier). */
function atOnDay(at: DailyTime, now: number, days: number): number {
  const today = new TZDate(now, zone);
  return new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, at.hour, at.minute, zone).getTime();
}

/** The latest daily moment not after `now`: a run that started since then is today's. */
export function lastSlot(at: DailyTime, now: number): number {
  const today = atOnDay(at, now, 0);
  return today <= now ? today : atOnDay(at, now, -1);
}

/** The next daily moment after `now`. */
export function nextSlot(at: DailyTime, now: number): number {
  const today = atOnDay(at, now, 0);
  return today > now ? today : atOnDay(at, now, 1);
}
