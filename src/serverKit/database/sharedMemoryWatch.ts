import { existsSync, statSync, truncateSync } from 'node:fs';

export type SharedMemoryState = 'intact' | 'truncated' | 'removed';

/**
 * Watches SQLite's shared-memory file (`-shm`, the WAL index), which SQLite maps into memory. Truncated
 * under it by another program, the next access past its new end kills the process with SIGBUS, which no
 * handler can catch or log. So before each store operation the file is checked: a shortened file gets its
 * length back (SQLite then finds an index it does not trust and rebuilds it from the WAL) and a removed
 * one is reported; either way the store is then opened afresh. Only a truncation between this check and
 * SQLite's access can still end the process; the systemd unit's Restart= brings it back.
 */
export class SharedMemoryWatch {
  private knownSize = 0;

  constructor(private readonly path: string) {}

  /** The file's state since the last check; restores the length of a truncated file. */
  check(): SharedMemoryState {
    if (!existsSync(this.path)) return this.knownSize > 0 ? 'removed' : 'intact';
    const size = statSync(this.path).size;
    if (size >= this.knownSize) return 'intact';
    truncateSync(this.path, this.knownSize);
    return 'truncated';
  }

  /** After SQLite has used the file: it may have grown. */
  remember(): void {
    this.knownSize = existsSync(this.path) ? statSync(this.path).size : 0;
  }
}
