import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Connection, DatabaseAccess } from '../database';
import { sharedRateLimitStore } from './sharedRateLimit';
import { SubmissionStore } from './SubmissionStore';

/**
 * What the routes and the outbox need of the forms' store: its directory, and a way to run an operation on
 * it that throws DatabaseUnavailableError when the database cannot take it now (the visitor is answered 503).
 */
export interface StoreAccess {
  readonly dataDir: string;
  run<T>(operation: (store: SubmissionStore) => T | Promise<T>): Promise<T>;
  /** Where the forms' rate limit is counted when several servers share the database; unset: in each server's memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
}

/**
 * The forms' store on the database the server opened: each operation runs on the store of the connection
 * open now (the gate opens a new one after a fault), whose schema is migrated before its first use. With
 * PostgreSQL the rate limit is counted in the database, for every server together.
 */
export function formsStoreOn(database: DatabaseAccess, dataDir: string): StoreAccess {
  const stores = new WeakMap<Connection, SubmissionStore>();
  const storeOn = (connection: Connection): SubmissionStore => {
    let store = stores.get(connection);
    if (!store) stores.set(connection, (store = new SubmissionStore(connection, dataDir)));
    return store;
  };
  const run: StoreAccess['run'] = (operation) => database.run((connection) => storeOn(connection).run(operation));
  if (database.dialect !== 'postgres') return { dataDir, run };
  return { dataDir, run, rateLimitStore: sharedRateLimitStore((query) => run((store) => store.query(query))) };
}
