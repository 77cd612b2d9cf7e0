import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { StoreQuery } from './SubmissionStore';

type Incr = FastifyRateLimitStore['incr'];
type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/** Expired windows are deleted now and then, not at every request. */
const sweepEvery = 200;

/**
 * The forms' rate limit kept in the store (table form_rate_limits), so that it counts a visitor's posts
 * across every server: one atomic upsert per post, a fixed window per address and form.
 */
export function sharedRateLimitStore(query: StoreQuery): FastifyRateLimitStoreCtor {
  let calls = 0;
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr: Incr = (key, callback, timeWindow) => {
      const now = Date.now();
      calls += 1;
      if (calls % sweepEvery === 0) {
        query((db) =>
          db
            .deleteFrom('formRateLimits')
            .where((eb) => eb(eb('windowStart', '+', eb.ref('windowMs')), '<=', now))
            .execute(),
        ).catch(() => undefined);
      }
      query((db) =>
        db
          .insertInto('formRateLimits')
          .values({ key: `${this.prefix}${key}`, hits: 1, windowStart: now, windowMs: timeWindow })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet((eb) => {
              const expired = eb(eb('formRateLimits.windowStart', '+', eb.ref('formRateLimits.windowMs')), '<=', now);
              return {
                hits: eb
                  .case()
                  .when(expired)
                  .then(1)
                  .else(eb('formRateLimits.hits', '+', 1))
                  .end(),
                windowStart: eb.case().when(expired).then(eb.val(now)).else(eb.ref('formRateLimits.windowStart')).end(),
                windowMs: timeWindow,
              };
            }),
          )
          .returning(['hits', 'windowStart'])
          .executeTakeFirstOrThrow(),
      )
        .then((row) => {
          callback(null, { current: row.hits, ttl: row.windowStart + timeWindow - now });
        })
        .catch((error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    };

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as typeof routeOptions & RouteInfo;
      return new SharedRateLimitStore(routeOptions, `${String(routeInfo?.method ?? '')}${routeInfo?.url ?? ''}:`);
    }
  }
  return SharedRateLimitStore;
}
