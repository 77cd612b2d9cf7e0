import { Migrator, type Migration } from 'kysely';
import type { Connection, SqlDialect } from './database';

/**
 * A program's tables as migrations (the forms', the staff inbox's), one schema for SQLite and PostgreSQL.
 * Migrations are code, not files: the server is one bundle. The first creates the tables as the program
 * launched with them; a later change is a new entry, named to sort after the last. Each creates only what is
 * missing: two processes opening a new SQLite database at once may both run it.
 */
export interface Schema {
  /** Where the migrations that ran are recorded: each program its own table, so either schema can change alone. */
  readonly table: string;
  readonly lockTable: string;
  migrations(dialect: SqlDialect): Record<string, Migration>;
}

/** Brings the schema's tables up to this version; throws what stopped it (a database that cannot be reached, say). */
async function migrateToLatest(connection: Connection, schema: Schema): Promise<void> {
  const migrations = schema.migrations(connection.dialect);
  // The migrations name the database's own columns: no camelCase mapping under them.
  const migrator = new Migrator({
    db: connection.kysely.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: schema.table,
    migrationLockTableName: schema.lockTable,
  });
  let { error } = await migrator.migrateToLatest();
  // PostgreSQL's processes take turns on a lock; SQLite has none between processes. Two processes opening a
  // new SQLite database at once both run a migration; the one whose record of it came second finds it done
  // on its next try, once for each migration at most.
  const retries = connection.dialect === 'sqlite' ? Object.keys(migrations).length : 0;
  for (let retry = 0; error !== undefined && retry < retries; retry++) ({ error } = await migrator.migrateToLatest());
  if (error !== undefined)
    throw error instanceof Error
      ? error
      : new Error(`${schema.table}: the tables could not be migrated`, { cause: error });
}

const readiness = new WeakMap<Connection, Map<Schema, Promise<void>>>();

/**
 * The schema's tables in place on this connection: migrated at its first use there (later calls wait for the
 * same), tried again on the next call when the database could not take it. A transaction's connection is
 * made ready before the transaction begins (unitOfWork.ts): a migration cannot run inside one.
 */
export function schemaReady(connection: Connection, schema: Schema): Promise<void> {
  if (connection.inTransaction) return Promise.resolve();
  const schemas = readiness.get(connection) ?? new Map<Schema, Promise<void>>();
  readiness.set(connection, schemas);
  const known = schemas.get(schema);
  if (known) return known;
  const migrated = migrateToLatest(connection, schema);
  schemas.set(schema, migrated);
  migrated.catch(() => schemas.delete(schema));
  return migrated;
}
