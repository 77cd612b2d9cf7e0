import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cvDirectory } from '../store/cvFiles';
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
  const referenced = store.referencedCvFiles();
  const orphans = readdirSync(directory).filter(
    (file) => !referenced.has(file) && now.getTime() - statSync(join(directory, file)).mtimeMs > DAY,
  );
  if (!dryRun) {
    for (const record of expired) {
      // Row first: a crash in between leaves an orphan file, which the next run removes.
      store.delete(record.id);
      if (record.cv) rmSync(join(directory, record.cv.file), { force: true });
    }
    for (const file of orphans) rmSync(join(directory, file), { force: true });
  }
  return { applications: expired.length, orphanFiles: orphans.length };
}
