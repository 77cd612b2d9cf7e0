import { sweepOrphanCvFiles } from '../store/cvFiles';
import type { FormStore } from '../store/types';

const DAY = 24 * 3600 * 1000;

/** The cut-off date: `months` calendar months before `now`. */
export function retentionCutoff(months: number, now = new Date()): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/**
 * Deletes applications received before the retention period with their CVs (privacy policy: six months),
 * and CV files no row refers to (left by a crash between writing the file and the row) after a day.
 */
export async function applyRetention(
  store: FormStore,
  months: number,
  dryRun: boolean,
  now = new Date(),
): Promise<{ applications: number; orphanFiles: number }> {
  if (!Number.isFinite(months) || months < 0) throw new Error(`Invalid retention period: ${String(months)} months`);
  const expired = await store.applicationsBefore(retentionCutoff(months, now));
  if (!dryRun) for (const record of expired) await store.remove(record);
  const orphanFiles = sweepOrphanCvFiles(store.dataDir, await store.referencedCvFiles(), DAY, dryRun, now.getTime());
  return { applications: expired.length, orphanFiles };
}
