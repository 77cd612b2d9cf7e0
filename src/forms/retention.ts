/**
 * The retention periods' arithmetic, shared by the server's `npm run retention` and the staff inbox,
 * which shows the day an entry goes. Calendar months in UTC.
 */

/** The cut-off date: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/** The day retention deletes an application received at `createdAt`. */
export function retentionDate(createdAt: number, months: number): number {
  const date = new Date(createdAt);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
