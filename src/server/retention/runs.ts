import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { StoreAccess } from '../store/access';
import type { Database, RetentionCounts, RetentionRunsTable } from '../store/types';
import { noCounts } from './sweep';

/**
 * The record of retention runs (the forms' table retention_runs) and the one lease a run holds
 * (retention_lease), shared by every server on one database and by `npm run retention`: whoever takes the
 * lease runs; the others leave it. A lease outlives a process that died mid-run by `leaseMs` at most.
 */

export type RunTrigger = RetentionRunsTable['trigger'];
export type RetentionRun = Selectable<RetentionRunsTable>;

const leaseMs = 30 * 60_000;
/** Runs are counts, kept as long as the audit trail: a year. */
const runsKeptMs = 366 * 24 * 3600_000;

/** Takes the lease for `holder` if nobody holds it now: one statement, so of two servers asking at once one gets it. */
export function takeLease(store: StoreAccess, holder: string, now: number): Promise<boolean> {
  return store.run((open) =>
    open.query(async (db) => {
      const { numUpdatedRows } = await db
        .updateTable('retentionLease')
        .set({ holder, until: now + leaseMs })
        .where('name', '=', 'retention')
        .where('until', '<=', now)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    }),
  );
}

export async function releaseLease(store: StoreAccess, holder: string): Promise<void> {
  await store.run((open) =>
    open.query((db) =>
      db
        .updateTable('retentionLease')
        .set({ holder: null, until: 0 })
        .where('name', '=', 'retention')
        .where('holder', '=', holder)
        .execute(),
    ),
  );
}

/** Records a run's start; its counts follow with `endRun`. */
export async function startRun(store: StoreAccess, trigger: RunTrigger, now: number): Promise<string> {
  const id = randomUUID();
  await store.run((open) =>
    open.query(async (db) => {
      await db
        .deleteFrom('retentionRuns')
        .where('startedAt', '<', now - runsKeptMs)
        .execute();
      await db
        .insertInto('retentionRuns')
        .values({ id, trigger, startedAt: now, ...noCounts(), awaitingDecision: 0 })
        .execute();
    }),
  );
  return id;
}

export async function endRun(
  store: StoreAccess,
  id: string,
  now: number,
  outcome: { counts: RetentionCounts; awaitingDecision: number } | { error: string },
): Promise<void> {
  const values =
    'error' in outcome
      ? { error: outcome.error.slice(0, 500) }
      : { ...outcome.counts, awaitingDecision: outcome.awaitingDecision };
  await store.run((open) =>
    open.query((db) =>
      db
        .updateTable('retentionRuns')
        .set({ ...values, endedAt: now })
        .where('id', '=', id)
        .execute(),
    ),
  );
}

/** The latest run that ended without an error, or undefined when none did; read as it stands (`npm run check:launch`). */
export function readLastRun(db: Kysely<Database>): Promise<RetentionRun | undefined> {
  return db
    .selectFrom('retentionRuns')
    .selectAll()
    .where('endedAt', 'is not', null)
    .where('error', 'is', null)
    .orderBy('startedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest run that ended without an error, once the forms' tables are in place. */
export function lastCompletedRun(store: StoreAccess): Promise<RetentionRun | undefined> {
  return store.run((open) => open.query(readLastRun));
}
