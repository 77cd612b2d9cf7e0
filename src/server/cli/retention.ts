import { retentionCutoff } from '../../forms/retention';
import { auditRetentionMonths, staffStoreOn } from '../../staff/server';
import { sweepOrphanCvFiles } from '../store/cvFiles';
import type { FormStore } from '../store/types';

const DAY = 24 * 3600 * 1000;

/**
 * Deletes applications received before the retention period with their CVs (privacy policy: six months),
 * CV files no row refers to (left by a crash between writing the file and the row) after a day, and the
 * staff inbox's audit lines older than a year (with sessions and enrolment links that can no longer be used).
 */
export async function applyRetention(
  store: FormStore,
  months: number,
  dryRun: boolean,
  now = new Date(),
): Promise<{ applications: number; orphanFiles: number; auditLines: number }> {
  if (!Number.isFinite(months) || months < 0) throw new Error(`Invalid retention period: ${String(months)} months`);
  const expired = await store.applicationsBefore(retentionCutoff(months, now));
  if (!dryRun) for (const record of expired) await store.remove(record);
  const orphanFiles = sweepOrphanCvFiles(store.dataDir, await store.referencedCvFiles(), DAY, dryRun, now.getTime());
  const auditCutoff = retentionCutoff(auditRetentionMonths, now);
  const staff = await staffStoreOn(store.connection);
  const auditLines = dryRun
    ? (await staff.auditTrail(undefined, Number.MAX_SAFE_INTEGER)).filter((line) => line.at < auditCutoff).length
    : await staff.prune(auditCutoff, now.getTime());
  return { applications: expired.length, orphanFiles, auditLines };
}
