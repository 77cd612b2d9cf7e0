import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CvExtension } from '../../submissions/schema';

/** CVs live in `<dataDir>/cv`, outside the web root, under random names the applicant cannot choose. */
export function cvDirectory(dataDir: string): string {
  const directory = join(dataDir, 'cv');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  return directory;
}

/** Uploads arrive in files with this prefix, beside the CVs (same file system, so moving them is a rename). */
const uploadPrefix = '.upload-';

/** A fresh path for an upload in progress; the caller removes it unless `commitCvFile` moved it. */
export function uploadPath(dataDir: string): string {
  return join(cvDirectory(dataDir), `${uploadPrefix}${randomBytes(12).toString('hex')}`);
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Moves a received upload into place under a random name, after flushing file and directory to disk,
 * so a 2xx never precedes a lost file.
 */
export async function commitCvFile(dataDir: string, upload: string, extension: CvExtension): Promise<string> {
  const directory = cvDirectory(dataDir);
  const file = `${randomBytes(16).toString('hex')}.${extension}`;
  await syncPath(upload);
  await rename(upload, join(directory, file));
  await syncPath(directory);
  return file;
}

/** Writes bytes held in memory as a CV (the command line and tests; uploads are streamed instead). */
export async function writeCvFile(dataDir: string, bytes: Buffer, extension: CvExtension): Promise<string> {
  const upload = uploadPath(dataDir);
  await writeFile(upload, bytes, { flag: 'wx', mode: 0o600 });
  return commitCvFile(dataDir, upload, extension);
}

export async function removeCvFile(dataDir: string, file: string): Promise<void> {
  await rm(join(cvDirectory(dataDir), file), { force: true });
}

export function cvPath(dataDir: string, file: string): string {
  return join(cvDirectory(dataDir), file);
}

/**
 * Removes files no submission refers to: uploads cut off by a crash at any age, and CVs whose row was
 * never written once they are older than `minAgeMs` (a CV is written just before its row).
 */
export function sweepOrphanCvFiles(
  dataDir: string,
  referenced: ReadonlySet<string>,
  minAgeMs: number,
  dryRun = false,
  now = Date.now(),
): number {
  const directory = cvDirectory(dataDir);
  let removed = 0;
  for (const file of readdirSync(directory)) {
    if (referenced.has(file)) continue;
    const path = join(directory, file);
    if (!file.startsWith(uploadPrefix) && now - statSync(path).mtimeMs <= minAgeMs) continue;
    if (!dryRun) rmSync(path, { force: true });
    removed += 1;
  }
  return removed;
}
