import { awaitsDecision, deletionDate, monthsAfter, type RetentionPeriods } from '../../submissions/retention';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { auditRetentionMonths, staffStoreOn } from '../../staff/server';
import type { Connection } from '../../serverKit';
import { sweepOrphanCvFiles } from '../store/cvFiles';
import type { SubmissionStore } from '../store/SubmissionStore';

const DAY = 24 * 3600 * 1000;

/** What `npm run retention` did, or would do with --dry-run. */
export interface RetentionReport {
  applications: number;
  contactMessages: number;
  orphanFiles: number;
  auditLines: number;
  /** Applications older than three months that still wait for a decision: listed, never deleted. */
  awaitingDecision: SubmissionRecord[];
}

/**
 * Deletes what the privacy policy says must go (submissions/retention.ts): applications `applicationMonths` after
 * the rejection or withdrawal and a month after the hiring, with their CVs; contact messages `contactDays`
 * after they were handled; CV files no row refers to (left by a crash between writing the file and the row)
 * after a day; the staff inbox's audit lines older than a year (with sessions and enrolment links that can
 * no longer be used). An application without a decision is never deleted: it is listed. The forms' store
 * and the inbox's sit on the same `connection`.
 */
export async function applyRetention(
  store: SubmissionStore,
  connection: Connection,
  periods: RetentionPeriods,
  dryRun: boolean,
  now = new Date(),
): Promise<RetentionReport> {
  for (const [name, value] of Object.entries(periods))
    if (!Number.isFinite(value) || value < 0) throw new Error(`Invalid retention period ${name}: ${String(value)}`);
  const records = await store.list();
  const expired = records.filter((record) => (deletionDate(record, periods) ?? Infinity) <= now.getTime());
  if (!dryRun) for (const record of expired) await store.remove(record);
  const orphanFiles = sweepOrphanCvFiles(store.dataDir, await store.referencedCvFiles(), DAY, dryRun, now.getTime());
  const auditCutoff = monthsAfter(now.getTime(), -auditRetentionMonths);
  const staff = await staffStoreOn(connection);
  const auditLines = dryRun
    ? (await staff.auditTrail(undefined, Number.MAX_SAFE_INTEGER)).filter((line) => line.at < auditCutoff).length
    : await staff.prune(auditCutoff, now.getTime());
  return {
    applications: expired.filter((record) => record.kind === 'application').length,
    contactMessages: expired.filter((record) => record.kind === 'contact').length,
    orphanFiles,
    auditLines,
    awaitingDecision: records.filter((record) => awaitsDecision(record, now.getTime())),
  };
}
