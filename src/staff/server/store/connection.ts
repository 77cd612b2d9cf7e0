import type { Kysely } from 'kysely';
import { migrateStaffTables } from './migration';
import { StaffStore } from './StaffStore';
import type { StaffTables } from './tables';

/**
 * A connection of the database the server opened (src/server/database's Connection is one): Kysely with no
 * tables named (the inbox names its own), and which database it is. The server owns and closes it.
 */
export interface SharedConnection {
  readonly kysely: Kysely<object>;
  readonly dialect: 'sqlite' | 'postgres';
}

/**
 * The server's door to its database, as the inbox uses it: an operation on the connection open now, or an
 * error the server's `isUnavailable` recognises (answered 503) when the database cannot take it now.
 */
export interface SharedDatabase {
  run<T>(operation: (connection: SharedConnection) => T | Promise<T>): Promise<T>;
}

/** One staff store per open connection, its tables migrated before its first use. */
const opened = new WeakMap<SharedConnection, Promise<StaffStore>>();

/** The inbox's store on the server's connection; a migration that failed is tried again next time. */
export function staffStoreOn(connection: SharedConnection): Promise<StaffStore> {
  let store = opened.get(connection);
  if (!store) {
    const db: Kysely<StaffTables> = connection.kysely.withTables<StaffTables>();
    store = migrateStaffTables(connection.kysely, connection.dialect).then(() => new StaffStore(db));
    store.catch(() => opened.delete(connection));
    opened.set(connection, store);
  }
  return store;
}
