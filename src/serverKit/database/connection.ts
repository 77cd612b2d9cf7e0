import type { Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** The database cannot take work now (cannot be opened or reached, or stays locked): answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Database unavailable: ${reason}`);
  }
}

/**
 * A server's door to its database: an operation on the open connection, or DatabaseUnavailableError when
 * the database cannot take it now. SQLite's is the gate (gate.ts), PostgreSQL's the pool's one connection.
 */
export interface DatabaseAccess {
  readonly dialect: SqlDialect;
  run<T>(operation: (connection: Connection) => T | Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * An open connection: Kysely with no tables named (the forms' store and the staff inbox's each name their
 * own), which database it is, and which of its errors mean "unavailable". Its `run` maps those errors.
 */
export interface Connection extends DatabaseAccess {
  readonly kysely: Kysely<object>;
  /** True on the connection a transaction gave: what runs on it commits with the transaction, or not at all. */
  readonly inTransaction: boolean;
  /** Turns an error that means the database cannot take work now into DatabaseUnavailableError; anything else stays itself. */
  unavailable(error: unknown): unknown;
  /**
   * Runs `work` in one transaction: every write made on the connection it is given, in any program's tables,
   * commits together when `work` returns, and none does when it throws. Inside a transaction, `work` joins it.
   */
  transaction<T>(work: (connection: Connection) => Promise<T>): Promise<T>;
}

function connectionOn(
  kysely: Kysely<object>,
  dialect: SqlDialect,
  unavailable: (error: unknown) => unknown,
  close: () => Promise<void>,
): Connection {
  const connection: Connection = {
    kysely,
    dialect,
    inTransaction: kysely.isTransaction,
    unavailable,
    async run(operation) {
      try {
        return await operation(connection);
      } catch (error) {
        throw unavailable(error);
      }
    },
    transaction(work) {
      if (kysely.isTransaction) return work(connection);
      return connection.run(() =>
        kysely
          .transaction()
          // The transaction's connection is closed by the one it came from, never by its work.
          .execute((trx) => work(connectionOn(trx, dialect, unavailable, () => Promise.resolve()))),
      );
    },
    close,
  };
  return connection;
}

export function openedConnection(
  kysely: Kysely<object>,
  dialect: SqlDialect,
  unavailable: (error: unknown) => unknown,
): Connection {
  return connectionOn(kysely, dialect, unavailable, () => kysely.destroy());
}
