/**
 * A day as the company counts it, in Potsdam ("YYYY-MM-DD"): the build publishes and closes entries by it,
 * the form server refuses an application to a job past its last day by it.
 */
export function dayInPotsdam(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
