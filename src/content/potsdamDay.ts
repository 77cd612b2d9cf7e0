import { addDays, addMonths, format } from 'date-fns';
import { TZDate, tz } from '@date-fns/tz';

/**
 * Days as the company counts them, in Potsdam ("YYYY-MM-DD", Europe/Berlin): the build publishes and closes
 * entries by them, the form server refuses an application to a job past its last day by them, and the
 * privacy policy's periods run in them (a decision's day, the day an entry is deleted). Calendar months are
 * date-fns's: they clamp at a month's end (31 August + 6 months = 28 or 29 February), never spill over.
 */
const zone = 'Europe/Berlin';
const inPotsdam = tz(zone);

/** The Potsdam day of a moment: 23:30 UTC on 7 December is already 8 December there. */
export function dayInPotsdam(at: Date | number): string {
  return format(at, 'yyyy-MM-dd', { in: inPotsdam });
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight in Potsdam at the start of `day`, a date-fns date in that zone; undefined for no calendar day ("2026-11-31"). */
function potsdamMidnight(day: string): TZDate | undefined {
  const [, year, month, date] = dayPattern.exec(day) ?? [];
  if (year === undefined || month === undefined || date === undefined) return undefined;
  const midnight = new TZDate(Number(year), Number(month) - 1, Number(date), zone);
  // TZDate, like Date, rolls 31 November over into 1 December: a day that does not come back out was none.
  return Number.isNaN(midnight.getTime()) || dayInPotsdam(midnight) !== day ? undefined : midnight;
}

/** "YYYY-MM-DD" and a day of the calendar: 2026-02-29 and 2026-11-31 are not. */
export const isCalendarDay = (day: string): boolean => potsdamMidnight(day) !== undefined;

function midnightOf(day: string): TZDate {
  const midnight = potsdamMidnight(day);
  if (!midnight) throw new Error(`Not a calendar day: ${day}`);
  return midnight;
}

/** The moment `day` begins in Potsdam (ms since 1970). */
export const startOfPotsdamDay = (day: string): number => midnightOf(day).getTime();

/** The day `months` calendar months after `day` (negative: before), clamped to the last day of a shorter month. */
export const potsdamDayMonthsAfter = (day: string, months: number): string =>
  dayInPotsdam(addMonths(midnightOf(day), months));

/** The day `days` days after `day`. */
export const potsdamDayDaysAfter = (day: string, days: number): string => dayInPotsdam(addDays(midnightOf(day), days));

/** The moment `months` calendar months before `now`, at the same Potsdam clock time (clamped at month ends). */
export const monthsBefore = (now: number, months: number): number =>
  addMonths(now, -months, { in: inPotsdam }).getTime();
