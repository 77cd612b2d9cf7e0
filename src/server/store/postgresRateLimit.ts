import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

type Incr = FastifyRateLimitStore['incr'];
type Query = <R extends pg.QueryResultRow>(sql: string, values: unknown[]) => Promise<pg.QueryResult<R>>;
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired windows are deleted now and then, not at every request. */
const sweepEvery = 200;

/**
 * The forms' rate limit kept in PostgreSQL (table form_rate_limits), so that it counts a visitor's posts
 * across every server: one atomic upsert per post, a fixed window per address and form.
 */
export function postgresRateLimitStore(query: Query, onError: (error: unknown) => Error): FastifyRateLimitStoreCtor {
  let calls = 0;
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr: Incr = (key, callback, timeWindow) => {
      const now = Date.now();
      calls += 1;
      if (calls % sweepEvery === 0) query('DELETE FROM form_rate_limits WHERE window_start + window_ms <= $1', [now]).catch(() => undefined);
      query<{ hits: number; window_start: string }>(
        `INSERT INTO form_rate_limits AS r (key, hits, window_start, window_ms) VALUES ($1, 1, $2, $3)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.window_start + r.window_ms <= $2 THEN 1 ELSE r.hits + 1 END,
             window_start = CASE WHEN r.window_start + r.window_ms <= $2 THEN $2 ELSE r.window_start END,
             window_ms = $3
           RETURNING hits, window_start`,
        [`${this.prefix}${key}`, now, timeWindow],
      )
        .then(({ rows: [row] }) => {
          if (!row) throw new Error('rate limit row missing');
          callback(null, { current: row.hits, ttl: Number(row.window_start) + timeWindow - now });
        })
        .catch((error: unknown) => callback(onError(error)));
    };

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as typeof routeOptions & RouteInfo;
      return new PostgresRateLimitStore(routeOptions, `${String(routeInfo?.method ?? '')}${routeInfo?.url ?? ''}:`);
    }
  }
  return PostgresRateLimitStore;
}
