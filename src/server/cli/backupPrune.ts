import { existsSync, lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dayInPotsdam, potsdamDayDaysAfter } from '../../content/potsdamDay';
import { sqliteFileName } from '../../serverKit';
import { backupFiles } from './backup';

/** What one prune found in the backups' folder: the copies it deleted and those it kept, by folder name. */
export interface PruneResult {
  deleted: string[];
  kept: string[];
}

/**
 * When a folder of `root` was backed up, if it is a backup at all: a finished one by its manifest's time, an
 * unfinished one (a store copy or a dump without the manifest, left by a failure) by its last change. Anything
 * else (a file, a folder of the operator's, a link) is not a backup and is never touched.
 */
function backedUpAt(folder: string): number | undefined {
  const stat = lstatSync(folder);
  if (!stat.isDirectory()) return undefined;
  const manifest = join(folder, backupFiles.manifest);
  if (existsSync(manifest)) {
    const createdAt: unknown = (JSON.parse(readFileSync(manifest, 'utf8')) as { createdAt?: unknown }).createdAt;
    const at = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
    // A manifest without a readable time: its folder's own time says when it was written.
    return Number.isNaN(at) ? stat.mtimeMs : at;
  }
  return [sqliteFileName, backupFiles.dump].some((file) => existsSync(join(folder, file))) ? stat.mtimeMs : undefined;
}

/**
 * Deletes the backups in `root` made `keepDays` or more Potsdam days before today: with the daily timer, a copy
 * lives `keepDays` days, and since it runs before the night's retention (01:30, retention 03:30), an entry the
 * retention deletes is gone from every copy within `keepDays` days of its deletion, as the privacy policy says.
 */
export function pruneBackups(root: string, keepDays: number, now = Date.now()): PruneResult {
  const result: PruneResult = { deleted: [], kept: [] };
  if (!existsSync(root)) return result;
  const lastDeletedDay = potsdamDayDaysAfter(dayInPotsdam(now), -keepDays);
  for (const name of readdirSync(root).sort()) {
    const folder = join(root, name);
    const at = backedUpAt(folder);
    if (at === undefined) continue;
    if (dayInPotsdam(at) <= lastDeletedDay) {
      rmSync(folder, { recursive: true, force: true });
      result.deleted.push(name);
    } else result.kept.push(name);
  }
  return result;
}
