import type { Connection, DatabaseAccess } from './database';
import { schemaReady, type Schema } from './migrations';

/**
 * One unit of work on the database: `work` runs in one transaction on the connection open now, once each of
 * `schemas` is in place there (a migration cannot run inside a transaction). Whatever `work` writes on the
 * connection it is given, in the forms' tables and the inbox's alike, commits together when it returns; when
 * it throws, none of it does. With SQLite a lock held by another process is waited for and the whole unit
 * run again (the gate), so `work` keeps what it does outside the database (a file, a log line) for after.
 */
export function unitOfWork<T>(
  database: DatabaseAccess,
  schemas: readonly Schema[],
  work: (connection: Connection) => Promise<T>,
): Promise<T> {
  return database.run(async (connection) => {
    for (const schema of schemas) await schemaReady(connection, schema);
    return connection.transaction(work);
  });
}
