/**
 * The database a server opens: the SQLite file in DATA_DIR behind its gate, or PostgreSQL at DATABASE_URL.
 * The forms' store (src/server/store) and the staff inbox's (src/staff/server/store) each sit on the
 * connection it hands them, with their own tables and migrations. The kit's other parts and its front door
 * (../index.ts) use this folder through this file, so how it opens, waits and mends can change alone.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseAccess, Connection } from './connection';
import { DatabaseGate } from './gate';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import { unverifiedRemoteDatabase } from './tls';

export { DatabaseUnavailableError, type Connection, type DatabaseAccess, type SqlDialect } from './connection';
export { sqliteFileName } from './sqlite';

/** Where the database is: PostgreSQL at `databaseUrl` when set, else SQLite in `dataDir`. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * The server's database, as its listeners use it: SQLite behind the gate (opened at the first operation,
 * again after a fault, its locks waited for asynchronously), or PostgreSQL's pool, after a warning when
 * DATABASE_URL reaches another machine without a verified TLS connection.
 */
export function openServerDatabase({ dataDir, databaseUrl }: DatabaseLocation, log: Logger): DatabaseAccess {
  if (!databaseUrl) return new DatabaseGate(dataDir, log);
  const unverifiedHost = unverifiedRemoteDatabase(databaseUrl);
  if (unverifiedHost) {
    log.warn(
      { databaseHost: unverifiedHost },
      'DATABASE_URL reaches another machine without a verified TLS connection: submissions and CVs cross the network readable. Add ?sslmode=verify-full (src/server/README.md, "Several forms servers on one PostgreSQL").',
    );
  }
  return openPostgres(databaseUrl, log);
}

/**
 * A command line's database (`npm run submissions`, `staff`, `backup`), opened now: SQLite waits for another
 * process's lock itself (it holds up no visitor). Throws what the disk said when the file cannot be opened.
 */
export function openDatabase({ dataDir, databaseUrl }: DatabaseLocation): Connection {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(dataDir);
}
