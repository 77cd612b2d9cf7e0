/**
 * A calendar day as an instant with its time zone, as structured data and feeds want it (ISO 8601): noon in
 * Potsdam, with the offset Europe/Berlin has that day (+01:00 in winter, +02:00 in summer), so no reader's
 * time zone moves the article to another day. Formatted at build time: no Intl in the browser.
 */
import { company } from '../../content/company';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: company.timeZone, timeZoneName: 'longOffset' });

/** "2026-10-14" → "2026-10-14T12:00:00+02:00". */
export function potsdamNoon(day: string): string {
  // Noon UTC falls on the same side of a daylight-saving change as noon in Berlin (changes are at 01:00 UTC).
  const name = offsetFormat.formatToParts(new Date(`${day}T12:00:00Z`)).find((part) => part.type === 'timeZoneName');
  const offset = /^GMT([+-]\d\d:\d\d)$/.exec(name?.value ?? '')?.[1] ?? '+00:00';
  return `${day}T12:00:00${offset}`;
}
