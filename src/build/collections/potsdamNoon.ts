/**
 * A calendar day as an instant with its time zone, as structured data and feeds want it (ISO 8601), in
 * Potsdam, with the offset Europe/Berlin has that day (+01:00 in winter, +02:00 in summer): an article's day
 * at noon, so no reader's time zone moves it to another day; a job opening's last day at its last second,
 * since applications are taken all through that day in Potsdam. Formatted at build time: no Intl in the browser.
 */
import { company } from '../../content/company';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: company.timeZone, timeZoneName: 'longOffset' });

/**
 * The offset Europe/Berlin has from noon to the end of a day. Noon UTC falls on the same side of a
 * daylight-saving change as noon and the end of the day in Berlin: the changes are at 01:00 UTC, early in the day.
 */
function potsdamOffset(day: string): string {
  const name = offsetFormat.formatToParts(new Date(`${day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName');
  return /^GMT([+-]\d\d:\d\d)$/.exec(name?.value ?? '')?.[1] ?? '+00:00';
}

/** "2026-10-14" → "2026-10-14T12:00:00+02:00". */
export function potsdamNoon(day: string): string {
  return `${day}T12:00:00${potsdamOffset(day)}`;
}

/** "2026-12-31" → "2026-12-31T23:59:59+01:00": the last second of the day in Potsdam. */
export function potsdamEndOfDay(day: string): string {
  return `${day}T23:59:59${potsdamOffset(day)}`;
}
