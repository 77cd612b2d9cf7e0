import type { FastifyBaseLogger } from 'fastify';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import pg from 'pg';
import { DatabaseUnavailableError, openedConnection, type Connection } from './connection';

type Logger = Pick<FastifyBaseLogger, 'warn' | 'error'>;

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** Waits of one statement: a lock held this long is given up like SQLite's (4 s), a statement this long is cancelled. */
export const postgresTimeouts = { lockMs: 4000, statementMs: 15_000 };

/**
 * The database cannot be reached or will not take work now: connection refused or lost, the server
 * shutting down or out of connections, the pool's wait for a connection timed out, a lock not granted
 * within lock_timeout (55P03), a statement cancelled by statement_timeout (57014).
 */
const isUnavailable = (error: unknown): boolean =>
  /^(08|53|57P|55P03$|57014$)|^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NETUNREACH|PIPE|TIMEDOUT|AI_AGAIN)$|^ENOTFOUND$/.test(
    errorCode(error),
  ) ||
  (error instanceof Error &&
    /timeout exceeded when trying to connect|Connection terminated|not queryable/i.test(error.message));

/** BIGINT (the times, COUNT) would arrive as a string: the times are ms, well within a double's exact range. */
const types = new pg.TypeOverrides();
types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * A connection the database ended while it sat idle in the pool (a restart: "terminating connection due to
 * administrator command", or the socket gone): its first query fails before anything of it ran.
 */
const endedWhileIdle = (error: unknown): boolean =>
  /^57P0[12]$/.test(errorCode(error)) || (error instanceof Error && /Connection terminated/i.test(error.message));

/**
 * A pooled connection as Kysely uses it, dropped from the pool when its query failed for want of the
 * database. pg's own pool.query does so; Kysely hands every connection back as sound, and one the server
 * cut (its error arrives before the socket's end) would be handed out again to fail the next query. Its
 * first query, failing because the database ended the connection while it was idle, is asked once more on a
 * fresh one: after a restart, each idle connection would otherwise turn one visitor away.
 */
class PooledConnection implements PostgresPoolClient {
  private lost = false;
  private used = false;
  /** Between an ended connection's release and its fresh replacement (which may not come). */
  private released = false;

  constructor(
    private client: PostgresPoolClient,
    private readonly fresh: () => Promise<PostgresPoolClient>,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') return this.client.query(sql);
    const first = !this.used;
    this.used = true;
    return this.client.query<R>(sql, parameters).catch(async (error: unknown) => {
      if (!first || !endedWhileIdle(error)) throw this.noted(error);
      this.client.release(true);
      this.released = true;
      this.client = await this.fresh().catch((failed: unknown) => {
        throw this.noted(failed);
      });
      this.released = false;
      return this.client.query<R>(sql, parameters).catch((again: unknown) => {
        throw this.noted(again);
      });
    });
  }

  private noted(error: unknown): unknown {
    this.lost ||= isUnavailable(error);
    return error;
  }

  release(destroy = false): void {
    if (!this.released) this.client.release(destroy || this.lost);
  }
}

/**
 * The database of several servers: PostgreSQL (DATABASE_URL), one pool. Any server can take a submission
 * and any can deliver it (the forms' store keeps CVs in their rows and claims rows with FOR UPDATE SKIP
 * LOCKED). Nothing is asked of the database before the first operation, so the server starts while it is
 * down; an operation it cannot take now is DatabaseUnavailableError (503).
 */
export function openPostgres(connectionString: string, log?: Logger): Connection {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: 10,
    connectionTimeoutMillis: 4000,
    idleTimeoutMillis: 30_000,
    // Without them a table lock held elsewhere keeps every post waiting, until the pool is used up.
    lock_timeout: postgresTimeouts.lockMs,
    statement_timeout: postgresTimeouts.statementMs,
  });
  // An idle connection the database closed must not crash the process: the pool replaces it.
  pool.on('error', (error) => log?.warn({ reason: error.message }, 'form store connection lost; reconnecting'));
  // Nor one lost while Kysely holds it (pg's pool.query listened for that itself): its query fails with
  // the error, and the pool drops the connection when it is handed back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connections: PostgresPool = {
    connect: async () => new PooledConnection(await pool.connect(), () => pool.connect()),
    end: () => pool.end(),
  };
  const kysely = new Kysely<object>({
    dialect: new PostgresDialect({ pool: connections }),
    plugins: [new CamelCasePlugin()],
  });
  return openedConnection(kysely, 'postgres', (error) => {
    if (!isUnavailable(error)) return error;
    log?.error(
      { reason: error instanceof Error ? error.message : String(error) },
      'FORM STORE UNAVAILABLE: PostgreSQL cannot be reached or did not answer in time; form submissions are answered 503',
    );
    return new DatabaseUnavailableError('database unavailable');
  });
}
