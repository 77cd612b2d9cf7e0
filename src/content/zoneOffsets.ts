/**
 * The company's time zones' offsets from UTC, read by the build from its ICU (build/zoneOffsetsTable.ts) for the
 * year ahead: a page reads a place's hour from this table without starting Intl's time zone data, a long task on a
 * phone. An instant the table does not cover (a build more than a year old) is left to Intl.
 */
import table from 'virtual:intl-text/zones';

/** A zone's offsets: from each change's instant (ms) on, the minutes its clock is ahead of UTC; none from `until`. */
export interface ZoneOffsets {
  until: number;
  changes: readonly (readonly [from: number, minutes: number])[];
}

/** The minutes `timeZone`'s clock is ahead of UTC at `ms` by the table, or undefined where it has no answer. */
export function tabledOffset(ms: number, timeZone: string, zones: Readonly<Record<string, ZoneOffsets>> = table) {
  const zone = zones[timeZone];
  if (!zone || ms >= zone.until || ms < (zone.changes[0]?.[0] ?? Infinity)) return undefined;
  return zone.changes.findLast(([from]) => from <= ms)?.[1];
}
