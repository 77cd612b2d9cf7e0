import { describe, expect, it } from 'vitest';
import table from 'virtual:intl-text/zones';
import { company } from '../../src/content/company';
import { zoneClock } from '../../src/content/officeClock';
import { placeTimeZones } from '../../src/content/places';
import { tabledOffset } from '../../src/content/zoneOffsets';

const hourMs = 3_600_000;
const zones = [...new Set([company.timeZone, ...Object.values(placeTimeZones)])];

/** The weekday and "HH:MM" Intl gives, the way a browser without the table reads them. */
function intlClock(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}
const weekdays = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const tableClock = (ms: number, timeZone: string): string => {
  const { weekday, time } = zoneClock(new Date(ms), timeZone);
  return `${weekdays[weekday] ?? ''} ${time}`;
};

describe("the build's table of the company's time zones", () => {
  it('covers every zone the site tells the hour of, from a day before the build to a year after', () => {
    expect(Object.keys(table).sort()).toEqual([...zones].sort());
    const now = Date.now();
    for (const zone of zones) {
      expect(tabledOffset(now - 23 * hourMs, zone)).toBeDefined();
      expect(tabledOffset(now + 365 * 24 * hourMs, zone)).toBeDefined();
    }
  });

  it('tells every zone’s weekday and hour as Intl does, across the year and each change of summer time', () => {
    const now = Date.now();
    const instants: number[] = [];
    // Every 7 h 13 min over the year ahead, and each minute around each change the table holds.
    for (let ms = now; ms < now + 365 * 24 * hourMs; ms += 7 * hourMs + 13 * 60_000) instants.push(ms);
    for (const zone of zones)
      for (const [from] of table[zone]?.changes.slice(1) ?? [])
        for (let minute = -2; minute <= 2; minute += 1) instants.push(from + minute * 60_000);
    for (const zone of zones)
      for (const ms of instants)
        expect(tableClock(ms, zone), `${zone} at ${new Date(ms).toISOString()}`).toBe(
          intlClock(ms, zone).replace(',', ''),
        );
  });

  it('has Potsdam change to summer time on the last Sunday of March and back on the last of October, at 01:00 UTC', () => {
    const changes = table[company.timeZone]?.changes.slice(1) ?? [];
    expect(changes.length).toBeGreaterThanOrEqual(1);
    for (const [from, minutes] of changes) {
      const date = new Date(from);
      expect([date.getUTCHours(), date.getUTCMinutes(), date.getUTCDay()]).toEqual([1, 0, 0]);
      expect(date.getUTCMonth()).toBe(minutes === 120 ? 2 : 9);
      expect(date.getUTCDate()).toBeGreaterThan(24);
    }
  });

  it('leaves an instant it does not cover to Intl, with the same answer', () => {
    const later = Date.now() + 3 * 365 * 24 * hourMs;
    expect(tabledOffset(later, company.timeZone)).toBeUndefined();
    expect(tabledOffset(Date.now(), 'America/New_York')).toBeUndefined();
    expect(tableClock(later, company.timeZone)).toBe(intlClock(later, company.timeZone).replace(',', ''));
    expect(tableClock(Date.now(), 'America/New_York')).toBe(intlClock(Date.now(), 'America/New_York').replace(',', ''));
  });
});
