import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { addressHash, type TablesQuery } from './addressHash';
import { databaseWindows, memoryWindows } from './windows';

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** Expired windows are deleted this often: a count is gone at most this long after its window ended. */
export const sweepEveryMs = 60_000;

export interface AddressRateLimit {
  /** For @fastify/rate-limit's `store`: the forms' limit and the staff sign-in's. */
  readonly store: FastifyRateLimitStoreCtor;
  /** Deletes the windows that have ended, and the keys of past days. */
  sweep(): Promise<void>;
  /** Sweeps every minute until `stop` (the timer holds no process open). */
  start(): void;
  stop(): void;
}

export interface AddressRateLimitOptions {
  /** RATE_LIMIT_KEY: the keyed hash's secret; unset, a random key a day (in memory, or with `query` in the database). */
  secret?: string | undefined;
  /** With several servers on one PostgreSQL: counts and the day's key in the database, for all of them. */
  query?: TablesQuery | undefined;
  now?: () => number;
  /** Told when a sweep fails (the database cannot be reached): the next one tries again. */
  onSweepError?: (error: unknown) => void;
}

/**
 * The rate limits' counts, kept under a keyed hash of the client's address (HMAC-SHA256, addressHash.ts), never
 * the address, and deleted within a minute of their window's end. Routes that share a `groupId` share one count.
 */
export function addressRateLimit(options: AddressRateLimitOptions = {}): AddressRateLimit {
  const now = options.now ?? Date.now;
  const hash = addressHash({ secret: options.secret, query: options.query, now });
  const windows = options.query ? databaseWindows(options.query) : memoryWindows();

  class AddressRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow) => {
      const at = now();
      hash
        .hash(key)
        .then((hashed) => windows.hit(`${this.prefix}${hashed}`, timeWindow, at))
        .then(
          ({ hits, windowStart }) => callback(null, { current: hits, ttl: windowStart + timeWindow - at }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    };

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo, groupId } = routeOptions as typeof routeOptions & RouteInfo;
      return new AddressRateLimitStore(
        routeOptions,
        groupId ? `${groupId}:` : `${String(routeInfo?.method ?? '')}${routeInfo?.url ?? ''}:`,
      );
    }
  }

  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    await windows.sweep(now());
    await hash.forgetOldKeys();
  };
  return {
    store: AddressRateLimitStore,
    sweep,
    start() {
      timer ??= setInterval(() => {
        sweep().catch((error: unknown) => options.onSweepError?.(error));
      }, sweepEveryMs).unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
