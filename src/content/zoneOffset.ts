const minuteMs = 60_000;

/**
 * Minutes a clock is ahead of UTC at `ms`, from the date and time it shows then (`part`: year, month, day, hour and
 * minute as numbers): the build's table of offsets (build/zoneOffsetsTable.ts) and a place's wall clock
 * (placeClock.ts) read it alike.
 */
export function shownOffsetMinutes(ms: number, part: (type: 'year' | 'month' | 'day' | 'hour' | 'minute') => number) {
  const shown = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
  return Math.round((shown - Math.floor(ms / minuteMs) * minuteMs) / minuteMs);
}
