import type { Connection, Schema } from '../../serverKit';
import {
  awaitsDecision,
  awaitsHandling,
  deletionDate,
  deletionDay,
  type RetentionPeriods,
  type RetentionRule,
} from '../../submissions/retention';
import type { SubmissionKind, SubmissionRecord } from '../../submissions/storedSubmission';
import type { StoreAccess } from '../store/access';
import { sweepOrphanCvFiles } from '../store/cvFiles';
import type { RetentionCounts } from '../store/types';
import { deleteFieldDaysBefore, firstWindowDay } from '../vitals/fieldDays';

const DAY = 24 * 3600_000;

/**
 * The staff inbox's side of the retention (src/staff/server, `inboxRetention`, through its front door): a
 * deletion's audit line, written on the deletion's own transaction; and the inbox's own tables' retention.
 */
export interface RetentionTrail {
  readonly schemas: readonly Schema[];
  deleted(connection: Connection, entry: { id: string; kind: SubmissionKind }, now: number): Promise<void>;
  prune(connection: Connection, now: number, dryRun: boolean): Promise<{ auditLines: number; notices: number }>;
}

/** What one sweep deleted (or, dry, would delete), and what it keeps but lists for staff. */
export interface SweepReport {
  counts: RetentionCounts;
  /** Applications three months without a decision: kept (privacy policy), listed as a reminder. */
  awaitingDecision: SubmissionRecord[];
  /** Contact messages a month without the handled mark: they go at the latest on their day, handled or not. */
  awaitingHandling: SubmissionRecord[];
}

const countOf: Record<RetentionRule, keyof RetentionCounts> = {
  rejected: 'applicationsRejected',
  withdrawn: 'applicationsWithdrawn',
  hired: 'applicationsHired',
  handled: 'contactsHandled',
  unhandled: 'contactsUnhandled',
};

export const noCounts = (): RetentionCounts => ({
  applicationsRejected: 0,
  applicationsWithdrawn: 0,
  applicationsHired: 0,
  contactsHandled: 0,
  contactsUnhandled: 0,
  auditLines: 0,
  notices: 0,
  orphanCvs: 0,
  fieldVitalDays: 0,
});

export interface SweepOptions {
  periods: RetentionPeriods;
  now: number;
  dryRun: boolean;
  /** Asked between deletions: true once the server is shutting down (what is left goes in the next run). */
  stopping?: () => boolean;
}

/**
 * Deletes what the privacy policy says must go (../../submissions/retention.ts): each entry past its day with
 * its audit line in one transaction ("deleted" by retention, by id and kind), and only while it is as it was
 * read (a decision staff change meanwhile keeps it); its CV file after the commit. Then CV files no row
 * refers to (left by a crash) after a day, and the inbox's audit lines older than a year with the sessions,
 * links and notices that can no longer be used, and the field measurements' daily counts before their window.
 * An application without a decision is never deleted: listed.
 */
export async function sweep(
  store: StoreAccess,
  trail: RetentionTrail,
  { periods, now, dryRun, stopping = () => false }: SweepOptions,
): Promise<SweepReport> {
  const counts = noCounts();
  const records = await store.run((open) => open.list());
  for (const record of records) {
    const due = deletionDay(record, periods);
    if (!due || (deletionDate(record, periods) ?? Infinity) > now || stopping()) continue;
    const deleted =
      dryRun ||
      (await store.transaction(trail.schemas, async ({ submissions, connection }) => {
        if (!(await submissions.deleteExpired(record))) return false;
        await trail.deleted(connection, record, now);
        return true;
      }));
    if (!deleted) continue;
    counts[countOf[due.rule]] += 1;
    // Left behind (a crash, a fault), the file is an orphan the next sweep removes; the deletion stands.
    if (!dryRun) await store.run((open) => open.removeCvFile(record)).catch(() => undefined);
  }
  counts.orphanCvs = await store.run(async (open) =>
    sweepOrphanCvFiles(store.dataDir, await open.referencedCvFiles(), DAY, dryRun, now),
  );
  const pruned = await store.transaction(trail.schemas, ({ connection }) => trail.prune(connection, now, dryRun));
  counts.auditLines = pruned.auditLines;
  counts.notices = pruned.notices;
  counts.fieldVitalDays = await store.run((open) =>
    open.query((db) => deleteFieldDaysBefore(db, firstWindowDay(now), dryRun)),
  );
  return {
    counts,
    awaitingDecision: records.filter((record) => awaitsDecision(record, now)),
    awaitingHandling: records.filter(
      (record) => awaitsHandling(record, now) && (deletionDate(record, periods) ?? Infinity) > now,
    ),
  };
}
