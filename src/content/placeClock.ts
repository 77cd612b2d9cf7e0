/**
 * The hour at each of the company's places: what a place's page and a card on the home globe say, computed in the
 * visitor's browser from its clock (never prerendered: the hour changes, and a page is built once). Only the head
 * office has office hours (company.ts); abroad the company states none of its own, so a market's page gives its
 * local time beside Potsdam's working hours told in that time ("09:00–18:00 in Potsdam is 12:00–21:00 in Baku").
 */
import { company } from './company';
import { zoneClock } from './officeClock';
import { officeHourRows, type OfficeHoursRow } from './officeHours';
import { placeTimeZones, type PlaceId } from './places';
import { shownOffsetMinutes } from './zoneOffset';

export interface WallClock {
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** "HH:MM", 24-hour. */
  time: string;
  /** Minutes the zone's clock is ahead of UTC at that instant (negative: behind). */
  offsetMinutes: number;
}

/** The wall clock of an instant in a time zone: the weekday, the hour and minute, and the zone's offset then. */
export function wallClock(now: Date, timeZone: string): WallClock {
  const { weekday, time, part } = zoneClock(now, timeZone);
  return { weekday, time, offsetMinutes: shownOffsetMinutes(now.getTime(), (type) => Number(part(type))) };
}

/** "09:00" moved by `minutes` on a 24-hour clock ("09:00" + 180 is "12:00"). */
export function shiftTime(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const day = 24 * 60;
  const total = (((hours * 60 + mins + minutes) % day) + day) % day;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export interface PlaceHoursRow extends OfficeHoursRow {
  /** The same hours on the place's clock, today (summer time moves them by an hour), or null when closed. */
  local: readonly [string, string] | null;
}

/**
 * The head office's working hours (company.ts), row by row, with the same hours on a place's clock at `now`: the
 * difference between the two zones then (Potsdam's summer time changes it, Baku's clock does not).
 */
export function officeHoursAt(place: PlaceId, now: Date): PlaceHoursRow[] {
  const difference =
    wallClock(now, placeTimeZones[place]).offsetMinutes - wallClock(now, company.timeZone).offsetMinutes;
  return officeHourRows(company.officeHours).map((row) => ({
    ...row,
    local: row.hours && [shiftTime(row.hours[0], difference), shiftTime(row.hours[1], difference)],
  }));
}
