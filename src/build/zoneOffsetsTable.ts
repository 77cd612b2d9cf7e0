/** The table content/zoneOffsets.ts reads: each zone's offsets over the year ahead, from the build's ICU. */
import { company } from '../content/company';
import { placeTimeZones } from '../content/places';
import { shownOffsetMinutes } from '../content/zoneOffset';
import type { ZoneOffsets } from '../content/zoneOffsets';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** Looked at every six hours (no zone changes twice within them), then minute by minute where it changed. */
const stepMs = 6 * hourMs;
/** A day before the build (a visitor's clock may be behind) to 400 days after (a build is at most a day old). */
const coveredDays = { before: 1, after: 400 };

/** Minutes `timeZone`'s clock is ahead of UTC at `ms`, as Intl tells it. */
function offsetWithIntl(ms: number, format: Intl.DateTimeFormat): number {
  const parts = format.formatToParts(ms);
  return shownOffsetMinutes(ms, (type) => Number(parts.find((candidate) => candidate.type === type)?.value));
}

/** One zone's offsets from `from` to `until`: each change found to its minute. */
function zoneOffsets(timeZone: string, from: number, until: number): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    ...{ year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' },
  });
  const start = Math.floor(from / hourMs) * hourMs;
  const changes: [number, number][] = [[start, offsetWithIntl(start, format)]];
  for (let step = start + stepMs; step < until; step += stepMs) {
    const offset = offsetWithIntl(step, format);
    if (offset === changes.at(-1)?.[1]) continue;
    let change = step - stepMs + minuteMs;
    while (offsetWithIntl(change, format) !== offset) change += minuteMs;
    changes.push([change, offset]);
  }
  return { until, changes };
}

/** Every zone the site tells the hour of: the head office's and each place's. */
export function zoneOffsetsTable(now = Date.now()): Record<string, ZoneOffsets> {
  const [from, until] = [now - coveredDays.before * 24 * hourMs, now + coveredDays.after * 24 * hourMs];
  const zones = new Set([company.timeZone, ...Object.values(placeTimeZones)]);
  return Object.fromEntries([...zones].map((zone) => [zone, zoneOffsets(zone, from, until)]));
}
