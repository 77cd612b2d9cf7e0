import BetterSqlite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openedConnection, type Connection } from './connection';

/** The database file in the data directory; SQLite adds `-wal` and `-shm` beside it. */
export const sqliteFileName = 'submissions.sqlite';

export interface SqliteOptions {
  /**
   * How long SQLite itself waits for another process's lock, blocking the thread. The server keeps it
   * short and retries asynchronously (the gate, gate.ts); the command lines may wait.
   */
  busyTimeoutMs?: number;
}

/** Takes away what group and others may do; never grants the owner more than it had (a read-only directory stays so). */
function restrict(path: string, ownerMask: number): void {
  chmodSync(path, statSync(path).mode & ownerMask);
}

/** Only the server's user may read submissions: the directory 0700, the database and its journals 0600. */
function restrictModes(dataDir: string, database: string): void {
  try {
    restrict(dataDir, 0o700);
    if (existsSync(join(dataDir, 'cv'))) restrict(join(dataDir, 'cv'), 0o700);
  } catch {
    // A directory the operator made and owns stays as it is; what is inside is private all the same.
  }
  // SQLite gives the -wal and -shm files the database file's mode: create it private before SQLite does.
  closeSync(openSync(database, 'a', 0o600));
  for (const file of [database, `${database}-wal`, `${database}-shm`]) {
    if (!existsSync(file)) continue;
    restrict(file, 0o600);
    // A journal the server cannot write would fail (or, mapped, crash) inside SQLite: refuse it here.
    accessSync(file, constants.R_OK | constants.W_OK);
  }
}

/**
 * Opens the SQLite file in `dataDir` (made if missing), in WAL mode with synchronous=FULL, so a row is on
 * disk when its statement returns. Throws what the disk or SQLite said when it cannot be opened. Its errors
 * stay themselves: the gate judges them (gate.ts), and opens the file afresh after a fault.
 */
export function openSqlite(dataDir: string, { busyTimeoutMs = 5000 }: SqliteOptions = {}): Connection {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, sqliteFileName);
  restrictModes(dataDir, file);
  const database = new BetterSqlite(file);
  try {
    database.pragma(`busy_timeout = ${String(busyTimeoutMs)}`);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
  } catch (error) {
    database.close();
    throw error;
  }
  const kysely = new Kysely<object>({ dialect: new SqliteDialect({ database }), plugins: [new CamelCasePlugin()] });
  return openedConnection(kysely, 'sqlite', (error) => error);
}
