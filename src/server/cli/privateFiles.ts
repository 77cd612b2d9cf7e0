import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';

/**
 * Writes a file only its owner may read: exports hold applicants' names, addresses and CVs. The mode is
 * set again after writing, because a file that already existed keeps its old mode (and the umask never
 * applies to chmod).
 */
export function writePrivateFile(path: string, content: string | Buffer): void {
  writeFileSync(path, content, { mode: 0o600 });
  chmodSync(path, 0o600);
}

/** A directory for exports: created for its owner only; one that exists keeps its mode (the operator's). */
export function makePrivateDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
}
