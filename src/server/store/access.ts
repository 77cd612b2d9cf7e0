import { unitOfWork, type Connection, type DatabaseAccess, type Schema } from '../../serverKit';
import { addressRateLimit, type AddressRateLimit, type AddressRateLimitOptions } from '../rateLimit';
import { formsSchema } from './schema';
import { SubmissionStore } from './SubmissionStore';

/** The forms' store and the connection under one transaction (the inbox opens its own store on the connection). */
interface FormsUnit {
  submissions: SubmissionStore;
  connection: Connection;
}

/**
 * What the routes and the outbox need of the forms' store: its directory, and a way to run an operation on
 * it that throws DatabaseUnavailableError when the database cannot take it now (the visitor is answered 503).
 */
export interface StoreAccess {
  readonly dataDir: string;
  run<T>(operation: (store: SubmissionStore) => T | Promise<T>): Promise<T>;
  /**
   * One unit of work (src/serverKit/unitOfWork.ts): what `work` writes through the forms' store and on the
   * connection commits together, or none of it; `schemas`, another program's tables on that connection (the
   * staff inbox's), are made ready first, as the forms' are.
   */
  transaction<T>(schemas: readonly Schema[], work: (unit: FormsUnit) => Promise<T>): Promise<T>;
  /**
   * Where the forms' rate limit and the staff sign-in's count clients, by a keyed hash of their address: in this
   * server's memory with SQLite, in the database for every server together with PostgreSQL.
   */
  readonly rateLimit: AddressRateLimit;
}

/**
 * The forms' store on the database the server opened: each operation runs on the store of the connection
 * open now (the gate opens a new one after a fault), whose schema is migrated before its first use.
 * `rateLimit.secret`: RATE_LIMIT_KEY, when set.
 */
export function formsStoreOn(
  database: DatabaseAccess,
  dataDir: string,
  rateLimit: Omit<AddressRateLimitOptions, 'query'> = {},
): StoreAccess {
  const stores = new WeakMap<Connection, SubmissionStore>();
  const storeOn = (connection: Connection): SubmissionStore => {
    let store = stores.get(connection);
    if (!store) stores.set(connection, (store = new SubmissionStore(connection, dataDir)));
    return store;
  };
  const run: StoreAccess['run'] = (operation) => database.run((connection) => storeOn(connection).run(operation));
  const transaction: StoreAccess['transaction'] = (schemas, work) =>
    unitOfWork(database, [formsSchema, ...schemas], (connection) =>
      work({ submissions: new SubmissionStore(connection, dataDir), connection }),
    );
  return {
    dataDir,
    run,
    transaction,
    rateLimit: addressRateLimit({
      ...rateLimit,
      query: database.dialect === 'postgres' ? (query) => run((store) => store.query(query)) : undefined,
    }),
  };
}
