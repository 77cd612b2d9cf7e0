import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CvExtension } from '../../forms/schema';

/** CVs live in `<dataDir>/cv`, outside the web root, under random names the applicant cannot choose. */
export function cvDirectory(dataDir: string): string {
  const directory = join(dataDir, 'cv');
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  return directory;
}

/** Writes the bytes and flushes file and directory to disk, so a 2xx never precedes a lost file. */
export async function writeCvFile(dataDir: string, bytes: Buffer, extension: CvExtension): Promise<string> {
  const directory = cvDirectory(dataDir);
  const file = `${randomBytes(16).toString('hex')}.${extension}`;
  const handle = await open(join(directory, file), 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const directoryHandle = await open(directory, 'r');
  try {
    await directoryHandle.sync();
  } finally {
    await directoryHandle.close();
  }
  return file;
}

export async function removeCvFile(dataDir: string, file: string): Promise<void> {
  await rm(join(cvDirectory(dataDir), file), { force: true });
}

export function cvPath(dataDir: string, file: string): string {
  return join(cvDirectory(dataDir), file);
}
