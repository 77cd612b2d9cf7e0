import type { Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/** The database cannot take work now (cannot be opened or reached, or stays locked): answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Database unavailable: ${reason}`);
  }
}

/**
 * The server's door to its database: an operation on the open connection, or DatabaseUnavailableError when
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
  /** Turns an error that means the database cannot take work now into DatabaseUnavailableError; anything else stays itself. */
  unavailable(error: unknown): unknown;
}

export function openedConnection(
  kysely: Kysely<object>,
  dialect: SqlDialect,
  unavailable: (error: unknown) => unknown,
): Connection {
  const connection: Connection = {
    kysely,
    dialect,
    unavailable,
    async run(operation) {
      try {
        return await operation(connection);
      } catch (error) {
        throw unavailable(error);
      }
    },
    close: () => kysely.destroy(),
  };
  return connection;
}
