import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/types';

/** A query on the forms' tables once their schema is in place (the store's `query`). */
export type TablesQuery = <T>(run: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * Where the day's key of the keyed hash comes from. Rate limits count an address under
 * HMAC-SHA256(the day's key, address), never under the address itself, in memory and in the database.
 */
interface DayKeys {
  keyFor(day: string): Promise<Buffer>;
  /** Forgets the keys of days before `day`: yesterday's hashes can no longer be matched to an address. */
  forgetBefore(day: string): Promise<void>;
}

/** RATE_LIMIT_KEY: each day's key derived from it, the same on every server that has it; nothing stored. */
function derivedKeys(secret: string): DayKeys {
  return {
    keyFor: (day) => Promise.resolve(createHmac('sha256', secret).update(`rate-limit ${day}`).digest()),
    forgetBefore: () => Promise.resolve(),
  };
}

/** One server (SQLite): a random key a day, in this process's memory only. */
function memoryKeys(): DayKeys {
  const keys = new Map<string, Buffer>();
  return {
    keyFor(day) {
      let key = keys.get(day);
      if (!key) keys.set(day, (key = randomBytes(32)));
      return Promise.resolve(key);
    },
    forgetBefore(day) {
      for (const known of keys.keys()) if (known < day) keys.delete(known);
      return Promise.resolve();
    },
  };
}

/**
 * Several servers on one PostgreSQL: each must hash an address alike, or a visitor would get the limit once per
 * server. The day's random key is kept in rate_limit_keys: the first server to need it writes it, the others
 * read it; a key is deleted once its day is over.
 */
function databaseKeys(query: TablesQuery): DayKeys {
  return {
    keyFor: (day) =>
      query(async (db) => {
        await db
          .insertInto('rateLimitKeys')
          .values({ day, secret: randomBytes(32).toString('base64') })
          .onConflict((conflict) => conflict.column('day').doNothing())
          .execute();
        const row = await db
          .selectFrom('rateLimitKeys')
          .select('secret')
          .where('day', '=', day)
          .executeTakeFirstOrThrow();
        return Buffer.from(row.secret, 'base64');
      }),
    forgetBefore: (day) =>
      query(async (db) => {
        await db.deleteFrom('rateLimitKeys').where('day', '<', day).execute();
      }),
  };
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export interface AddressHash {
  /** The keyed hash of a rate limit's key (an address, a route's group): what the counts are kept under. */
  hash(key: string): Promise<string>;
  /** Drops the keys of past days. */
  forgetOldKeys(): Promise<void>;
}

/**
 * The keyed hash of the addresses rate limits count, with a new key each UTC day (a count running over midnight
 * starts again: at most one extra window's posts, once a day).
 */
export function addressHash(options: {
  secret?: string | undefined;
  query?: TablesQuery | undefined;
  now: () => number;
}): AddressHash {
  const keys = options.secret
    ? derivedKeys(options.secret)
    : options.query
      ? databaseKeys(options.query)
      : memoryKeys();
  let current: { day: string; key: Promise<Buffer> } | undefined;
  return {
    async hash(key) {
      const day = dayOf(options.now());
      if (current?.day !== day) {
        const next = { day, key: keys.keyFor(day) };
        current = next;
        // A database that could not answer is asked again next time.
        next.key.catch(() => {
          if (current === next) current = undefined;
        });
      }
      return createHmac('sha256', await current.key)
        .update(key)
        .digest('base64url');
    },
    forgetOldKeys: () => keys.forgetBefore(dayOf(options.now())),
  };
}
