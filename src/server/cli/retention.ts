import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { cvDirectory, sweepOrphanCvFiles } from '../store/cvFiles';
import type { SubmissionStore } from '../store/SubmissionStore';

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
export function applyRetention(store: SubmissionStore, months: number, dryRun: boolean, now = new Date()): { applications: number; orphanFiles: number } {
  if (!Number.isFinite(months) || months < 0) throw new Error(`Invalid retention period: ${String(months)} months`);
  const expired = store.applicationsBefore(retentionCutoff(months, now));
  const directory = cvDirectory(store.dataDir);
  if (!dryRun) {
    for (const record of expired) {
      // Row first: a crash in between leaves an orphan file, which the sweep below (or the next run) removes.
      store.delete(record.id);
      if (record.cv) rmSync(join(directory, record.cv.file), { force: true });
    }
  }
  const orphanFiles = sweepOrphanCvFiles(store.dataDir, store.referencedCvFiles(), DAY, dryRun, now.getTime());
  return { applications: expired.length, orphanFiles };
}
