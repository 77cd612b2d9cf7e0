/**
 * The clocks the site reads in the visitor's browser: a time zone's wall clock (a place's hour, placeClock.ts) and
 * whether the head office is open now. Kept apart from the office hours themselves (officeHours.ts), which the
 * build and the route table read without the browser's table of offsets.
 */
import { company } from './company';
import type { Weekday } from './officeHours';
import { tabledOffset } from './zoneOffsets';

export type OfficeStatus = { open: true; closesAt: string } | { open: false };

const weekdays: Record<string, Weekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

// One formatter per time zone: building an Intl.DateTimeFormat is the expensive part, and the status
// is recomputed every minute, a place's clock too.
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

export interface ZoneClock {
  /** ISO weekday, 1 = Monday. */
  weekday: Weekday;
  /** "HH:MM", 24-hour. */
  time: string;
  /** Any part of the date and time shown on that clock ("year", "day", "hour" ...), as written there. */
  part: (type: Intl.DateTimeFormatPartTypes) => string;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The clock `offset` minutes ahead of UTC, read off the shifted instant's UTC fields (no Intl). */
function offsetClock(now: Date, offset: number): ZoneClock {
  const shown = new Date(now.getTime() + offset * 60_000);
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {
    year: shown.getUTCFullYear(),
    month: shown.getUTCMonth() + 1,
    day: shown.getUTCDate(),
    hour: shown.getUTCHours(),
    minute: shown.getUTCMinutes(),
  };
  const part = (type: Intl.DateTimeFormatPartTypes): string => pad(fields[type] ?? 0);
  const weekday = (((shown.getUTCDay() + 6) % 7) + 1) as Weekday;
  return { weekday, time: `${part('hour')}:${part('minute')}`, part };
}

/** An instant on a time zone's clock: the office's status here, a place's local hour in placeClock.ts. */
export function zoneClock(now: Date, timeZone: string): ZoneClock {
  const offset = tabledOffset(now.getTime(), timeZone);
  if (offset !== undefined) return offsetClock(now, offset);
  const parts = clockFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: weekdays[part('weekday')] ?? 7, time: `${part('hour')}:${part('minute')}`, part };
}

/** Whether the Potsdam office is open at `now` (office hours of company.ts, in Europe/Berlin time). */
export function officeStatus(
  now: Date,
  hours = company.officeHours,
  timeZone: string = company.timeZone,
): OfficeStatus {
  const { weekday, time } = zoneClock(now, timeZone);
  const today = hours[weekday];
  if (today && time >= today[0] && time < today[1]) return { open: true, closesAt: today[1] };
  return { open: false };
}
