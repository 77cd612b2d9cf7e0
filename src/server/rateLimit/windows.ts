import type { TablesQuery } from './addressHash';

/** A fixed window of one hashed key: how many hits since when, and for how long. */
interface Count {
  hits: number;
  windowStart: number;
}

/** Where the counts are kept: each key's window, and the sweep that deletes the windows that have ended. */
export interface Windows {
  /** Counts one hit under the key: a new window when there was none or the last one ended. */
  hit(key: string, windowMs: number, now: number): Promise<Count>;
  /** Deletes every window that ended by `now`; resolves to how many. */
  sweep(now: number): Promise<number>;
}

/** One server (SQLite): the counts in this process's memory. */
export function memoryWindows(): Windows {
  const windows = new Map<string, Count & { windowMs: number }>();
  return {
    hit(key, windowMs, now) {
      const known = windows.get(key);
      const count =
        known && known.windowStart + known.windowMs > now
          ? { ...known, hits: known.hits + 1, windowMs }
          : { hits: 1, windowStart: now, windowMs };
      windows.set(key, count);
      return Promise.resolve(count);
    },
    sweep(now) {
      let deleted = 0;
      for (const [key, { windowStart, windowMs }] of windows)
        if (windowStart + windowMs <= now) {
          windows.delete(key);
          deleted += 1;
        }
      return Promise.resolve(deleted);
    },
  };
}

/**
 * Several servers on one PostgreSQL: the counts in form_rate_limits, so a visitor meets one limit whichever
 * server answers. One atomic upsert per hit.
 */
export function databaseWindows(query: TablesQuery): Windows {
  return {
    hit: (key, windowMs, now) =>
      query((db) =>
        db
          .insertInto('formRateLimits')
          .values({ key, hits: 1, windowStart: now, windowMs })
          .onConflict((conflict) =>
            conflict.column('key').doUpdateSet((eb) => {
              const ended = eb(eb('formRateLimits.windowStart', '+', eb.ref('formRateLimits.windowMs')), '<=', now);
              return {
                hits: eb
                  .case()
                  .when(ended)
                  .then(1)
                  .else(eb('formRateLimits.hits', '+', 1))
                  .end(),
                windowStart: eb.case().when(ended).then(eb.val(now)).else(eb.ref('formRateLimits.windowStart')).end(),
                windowMs,
              };
            }),
          )
          .returning(['hits', 'windowStart'])
          .executeTakeFirstOrThrow(),
      ),
    sweep: (now) =>
      query(async (db) => {
        const result = await db
          .deleteFrom('formRateLimits')
          .where((eb) => eb(eb('windowStart', '+', eb.ref('windowMs')), '<=', now))
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      }),
  };
}
