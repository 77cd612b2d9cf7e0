import type { Kysely } from 'kysely';
import { dayInPotsdam, potsdamDayDaysAfter } from '../../content/potsdamDay';
import { fieldWindowDays, type FieldCount } from '../../fieldVitals/days';
import type { Database } from '../store/types';

/**
 * The field measurements' daily counts in the forms' table field_vital_days: one row per Potsdam day, metric,
 * route, globe renderer, quality step and bucket, shared by every server on the database. Writes add to a row
 * (one upsert, so two servers writing the same bucket both count); the window is read as sums; the retention
 * deletes the days before it.
 */

/** The window's first day at `now`: the 28 days end today, in Potsdam. */
export const firstWindowDay = (now: number): string => potsdamDayDaysAfter(dayInPotsdam(now), 1 - fieldWindowDays);

/** Rows per statement: seven values each stays far below SQLite's and PostgreSQL's limits on parameters. */
export const rowsPerStatement = 500;

const keyOf = ({ day, metric, route, renderer, quality, le }: FieldCount) =>
  [day, metric, route, renderer, quality, le].join(' ');

/**
 * Adds each count to its day's bucket, creating the row the first time; `counts` name each bucket once. Rows
 * go in one order on every server, so two servers' writes wait for each other's rows instead of deadlocking.
 */
export async function addFieldCounts(db: Kysely<Database>, counts: readonly FieldCount[]): Promise<void> {
  const ordered = counts.toSorted((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  for (let start = 0; start < ordered.length; start += rowsPerStatement)
    await db
      .insertInto('fieldVitalDays')
      .values(ordered.slice(start, start + rowsPerStatement))
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'metric', 'route', 'renderer', 'quality', 'le'])
          .doUpdateSet((eb) => ({ count: eb('fieldVitalDays.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
}

/** The counts from `fromDay` on, summed over the days: what the window holds, without its days. */
export async function readFieldCounts(db: Kysely<Database>, fromDay: string): Promise<Omit<FieldCount, 'day'>[]> {
  const rows = await db
    .selectFrom('fieldVitalDays')
    .select((eb) => ['metric', 'route', 'renderer', 'quality', 'le', eb.fn.sum<number | string>('count').as('count')])
    .where('day', '>=', fromDay)
    .groupBy(['metric', 'route', 'renderer', 'quality', 'le'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Deletes (dry: only counts) the days before `fromDay`; how many days that was. */
export async function deleteFieldDaysBefore(db: Kysely<Database>, fromDay: string, dryRun: boolean): Promise<number> {
  const days = await db.selectFrom('fieldVitalDays').select('day').distinct().where('day', '<', fromDay).execute();
  if (!dryRun && days.length > 0) await db.deleteFrom('fieldVitalDays').where('day', '<', fromDay).execute();
  return days.length;
}
