import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { SharedMemoryWatch, type SharedMemoryState } from './sharedMemoryWatch';
import { openSqliteStore, sqliteFileName } from './sqlite';
import type { SubmissionStore } from './SubmissionStore';

/** The store cannot take submissions now (cannot be opened or written, or stays locked): answer 503. */
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Form store unavailable: ${reason}`);
  }
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * What the routes and the outbox need of a store: its directory, and a way to run an operation on it that
 * throws StoreUnavailableError when the store cannot take it now (the visitor is answered 503).
 */
export interface StoreAccess {
  readonly dataDir: string;
  run<T>(operation: (store: SubmissionStore) => T | Promise<T>): Promise<T>;
  close(): void | Promise<void>;
  /** Where the forms' rate limit is counted when several servers share the store; unset: in each server's memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
}

/** SQLite reports a lock at once instead of waiting for it, blocking the thread: `run` waits, asynchronously. */
const busyTimeoutMs = 0;
/** A lock held longer than this is reported as unavailable instead of waited for. */
const lockPatienceMs = 4000;

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

const isLocked = (error: unknown): boolean => /^SQLITE_(BUSY|LOCKED)/.test(errorCode(error));

/** Errors of the disk or file system, not of the code: the store is closed and opened again next time. */
const isStorageFault = (error: unknown): boolean =>
  /^SQLITE_(CANTOPEN|READONLY|IOERR|FULL|CORRUPT|NOTADB|PERM|NOLFS|AUTH|PROTOCOL)|^E(ACCES|PERM|NOSPC|ROFS|NOTDIR|ISDIR|IO|DQUOT|NOENT|LOOP|MFILE|NFILE)$/.test(
    errorCode(error),
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's door to the store. The site serves pages whatever the store does: a store that cannot be
 * opened is tried again on the next submission (no restart needed), faults of the disk close it, and a
 * lock held by another process is waited for asynchronously, so the event loop never blocks on it.
 */
export class StoreGate implements StoreAccess {
  private store: SubmissionStore | undefined;
  /** Set while the store is being opened: operations arriving meanwhile wait for the same store. */
  private opening: Promise<SubmissionStore | undefined> | undefined;
  private down: string | undefined;
  private closed = false;
  private readonly sharedMemory: SharedMemoryWatch;

  constructor(
    readonly dataDir: string,
    private readonly log: Logger,
  ) {
    this.sharedMemory = new SharedMemoryWatch(join(dataDir, `${sqliteFileName}-shm`));
  }

  /** The open store, opened now if it is closed; undefined when it cannot be. Operations arriving meanwhile wait for the same opening. */
  private open(): Promise<SubmissionStore | undefined> {
    if (this.store || this.closed) return Promise.resolve(this.store);
    this.opening ??= this.openAfresh().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  /** Logs loudly when the store cannot be opened, and when it can again. */
  private async openAfresh(): Promise<SubmissionStore | undefined> {
    try {
      const store = await openSqliteStore(this.dataDir, { busyTimeoutMs });
      if (this.closed) {
        await store.close();
        return undefined;
      }
      this.store = store;
      this.sharedMemory.remember();
      if (this.down) this.log.warn({ dataDir: this.dataDir }, 'form store is available again');
      this.down = undefined;
    } catch (error) {
      if (!isStorageFault(error) && !isLocked(error)) throw error;
      await this.fault(error, 'cannot be opened');
    }
    return this.store;
  }

  /** Runs one store operation; throws StoreUnavailableError when the store cannot take it now. */
  async run<T>(operation: (store: SubmissionStore) => T | Promise<T>): Promise<T> {
    const deadline = Date.now() + lockPatienceMs;
    for (let attempt = 0; ; attempt += 1) {
      await this.guardSharedMemory();
      const store = await this.open();
      if (!store) throw new StoreUnavailableError(this.closed ? 'closed' : (this.down ?? 'cannot be opened'));
      try {
        const result = await operation(store);
        this.sharedMemory.remember();
        return result;
      } catch (error) {
        if (isLocked(error)) {
          if (Date.now() < deadline) {
            await pause(Math.min(25 * 2 ** attempt, 250));
            continue;
          }
          this.log.warn(
            { dataDir: this.dataDir },
            `form store stayed locked by another process for ${String(lockPatienceMs)} ms`,
          );
          throw new StoreUnavailableError('locked by another process');
        }
        if (!isStorageFault(error)) throw error;
        await this.fault(error, 'failed');
        throw new StoreUnavailableError(this.down ?? 'failed');
      }
    }
  }

  /** A -shm file changed under an open store is mended before SQLite touches it (sharedMemoryWatch.ts). */
  private async guardSharedMemory(): Promise<void> {
    if (!this.store) return;
    let state: SharedMemoryState;
    try {
      state = this.sharedMemory.check();
    } catch (error) {
      await this.fault(error, 'shared-memory file cannot be checked');
      return;
    }
    if (state !== 'intact') {
      this.log.warn(
        { dataDir: this.dataDir, sharedMemory: state },
        `form store's shared-memory file (-shm) was ${state} by another program while the server ran: the store is opened afresh`,
      );
      await this.release();
    }
  }

  private async fault(error: unknown, what: string): Promise<void> {
    const reason = `${errorCode(error) || 'error'}: ${error instanceof Error ? error.message : String(error)}`;
    this.log.error(
      { dataDir: this.dataDir, reason },
      `FORM STORE ${what.toUpperCase()}: form submissions are answered 503 until it works again; pages are served as usual`,
    );
    this.down = reason;
    await this.release();
  }

  /** Closes the store before another is opened: SQLite shares one mapping of the -shm file among a process's connections. */
  private async release(): Promise<void> {
    const store = this.store;
    this.store = undefined;
    try {
      await store?.close();
    } catch {
      // Closing a store whose disk failed may fail too; it is gone either way.
    }
  }

  /** At shutdown: closes the store for good; later operations are unavailable. */
  async close(): Promise<void> {
    this.closed = true;
    await this.release();
  }
}
