import type { FastifyBaseLogger } from 'fastify';
import { join } from 'node:path';
import { DatabaseUnavailableError, type Connection, type DatabaseAccess } from './connection';
import { SharedMemoryWatch, type SharedMemoryState } from './sharedMemoryWatch';
import { openSqlite, sqliteFileName } from './sqlite';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** SQLite reports a lock at once instead of waiting for it, blocking the thread: `run` waits, asynchronously. */
const busyTimeoutMs = 0;
/** A lock held longer than this is reported as unavailable instead of waited for. */
const lockPatienceMs = 4000;

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

const isLocked = (error: unknown): boolean => /^SQLITE_(BUSY|LOCKED)/.test(errorCode(error));

/** Errors of the disk or file system, not of the code: the connection is closed and the file opened again next time. */
const isStorageFault = (error: unknown): boolean =>
  /^SQLITE_(CANTOPEN|READONLY|IOERR|FULL|CORRUPT|NOTADB|PERM|NOLFS|AUTH|PROTOCOL)|^E(ACCES|PERM|NOSPC|ROFS|NOTDIR|ISDIR|IO|DQUOT|NOENT|LOOP|MFILE|NFILE)$/.test(
    errorCode(error),
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's door to the SQLite file. The site serves pages whatever the file does: a file that cannot be
 * opened is tried again on the next operation (no restart needed), faults of the disk close it, and a lock
 * held by another process is waited for asynchronously, so the event loop never blocks on it. Each store
 * (the forms', the staff inbox's) runs its operations on the connection open now, through `run`.
 */
export class DatabaseGate implements DatabaseAccess {
  readonly dialect = 'sqlite';
  private connection: Connection | undefined;
  /** Set while the file is being opened: operations arriving meanwhile wait for the same connection. */
  private opening: Promise<Connection | undefined> | undefined;
  private down: string | undefined;
  private closed = false;
  private readonly sharedMemory: SharedMemoryWatch;

  constructor(
    readonly dataDir: string,
    private readonly log: Logger,
  ) {
    this.sharedMemory = new SharedMemoryWatch(join(dataDir, `${sqliteFileName}-shm`));
  }

  /** The open connection, opened now if it is closed; undefined when it cannot be. Operations arriving meanwhile wait for the same opening. */
  private open(): Promise<Connection | undefined> {
    if (this.connection || this.closed) return Promise.resolve(this.connection);
    this.opening ??= this.openAfresh().finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  /** Logs loudly when the file cannot be opened, and when it can again. */
  private async openAfresh(): Promise<Connection | undefined> {
    try {
      const connection = openSqlite(this.dataDir, { busyTimeoutMs });
      if (this.closed) {
        await connection.close();
        return undefined;
      }
      this.connection = connection;
      this.sharedMemory.remember();
      if (this.down) this.log.warn({ dataDir: this.dataDir }, 'form store is available again');
      this.down = undefined;
    } catch (error) {
      if (!isStorageFault(error) && !isLocked(error)) throw error;
      await this.fault(error, 'cannot be opened');
    }
    return this.connection;
  }

  /** Runs one operation on the open connection; throws DatabaseUnavailableError when the file cannot take it now. */
  async run<T>(operation: (connection: Connection) => T | Promise<T>): Promise<T> {
    const deadline = Date.now() + lockPatienceMs;
    for (let attempt = 0; ; attempt += 1) {
      await this.guardSharedMemory();
      const connection = await this.open();
      if (!connection) throw new DatabaseUnavailableError(this.closed ? 'closed' : (this.down ?? 'cannot be opened'));
      try {
        const result = await operation(connection);
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
          throw new DatabaseUnavailableError('locked by another process');
        }
        if (!isStorageFault(error)) throw error;
        await this.fault(error, 'failed');
        throw new DatabaseUnavailableError(this.down ?? 'failed');
      }
    }
  }

  /** A -shm file changed under an open connection is mended before SQLite touches it (sharedMemoryWatch.ts). */
  private async guardSharedMemory(): Promise<void> {
    if (!this.connection) return;
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

  /** Closes the connection before another is opened: SQLite shares one mapping of the -shm file among a process's connections. */
  private async release(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    try {
      await connection?.close();
    } catch {
      // Closing a connection whose disk failed may fail too; it is gone either way.
    }
  }

  /** At shutdown: closes the connection for good; later operations are unavailable. */
  async close(): Promise<void> {
    this.closed = true;
    await this.release();
  }
}
