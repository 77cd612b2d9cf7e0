import { Migrator, sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../database';
import type { Database } from './types';

/**
 * The forms' schema, one for SQLite and PostgreSQL, applied by Kysely's migrator at the first operation
 * (it records what ran in kysely_migration; the staff inbox records its own tables apart, in
 * staff_migration). Migrations are code, not files: the server is one bundle. The first creates the
 * schema as the site launches with it; a later change is a new entry, named to sort after the last. Each
 * creates only what is missing: two processes opening a new SQLite store at once may both run it.
 */
function migrations(dialect: SqlDialect): Record<string, Migration> {
  const bytes: ColumnDataType = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    '001-submissions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('submissions')
          .ifNotExists()
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind IN ('contact', 'application')`))
          .addColumn('created_at', 'bigint', (column) => column.notNull())
          .addColumn('locale', 'text', (column) => column.notNull())
          .addColumn('name', 'text', (column) => column.notNull())
          .addColumn('email', 'text', (column) => column.notNull())
          .addColumn('service', 'text')
          .addColumn('phone', 'text')
          .addColumn('position', 'text')
          // The job opening applied for: its slug, and its title as the applicant saw it.
          .addColumn('job_slug', 'text')
          .addColumn('job_title', 'text')
          .addColumn('message', 'text')
          .addColumn('cv_file', 'text')
          .addColumn('cv_name', 'text')
          .addColumn('cv_size', 'integer')
          .addColumn('cv_type', 'text')
          .addColumn('cv_content', bytes)
          .addColumn('idempotency_key', 'text')
          .addColumn('request_hash', 'text')
          .addColumn('delivered_at', 'bigint')
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
          .addColumn('last_error', 'text')
          // Marked handled in the staff inbox: when, and by whom (their e-mail address).
          .addColumn('handled_at', 'bigint')
          .addColumn('handled_by', 'text')
          // An application's status in the inbox and the day its decision took effect (retention counts from it).
          .addColumn('status', 'text', (column) =>
            column.check(sql`status IN ('received', 'in-review', 'rejected', 'hired', 'withdrawn')`),
          )
          .addColumn('decided_at', 'bigint')
          .execute();
        await db.schema
          .createIndex('submissions_idempotency')
          .ifNotExists()
          .unique()
          .on('submissions')
          .columns(['kind', 'idempotency_key'])
          .where('idempotency_key', 'is not', null)
          .execute();
        // The outbox's question: which undelivered rows are due.
        await db.schema
          .createIndex('submissions_outbox')
          .ifNotExists()
          .on('submissions')
          .column('next_attempt_at')
          .where(sql.ref('delivered_at'), 'is', null)
          .execute();
        await db.schema
          .createIndex('submissions_created')
          .ifNotExists()
          .on('submissions')
          .columns(['kind', 'created_at'])
          .execute();
        // The forms' rate limit when several servers share a PostgreSQL store (sharedRateLimit.ts); a SQLite
        // store's one server counts in memory and leaves this table empty.
        await db.schema
          .createTable('form_rate_limits')
          .ifNotExists()
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('hits', 'integer', (column) => column.notNull())
          .addColumn('window_start', 'bigint', (column) => column.notNull())
          .addColumn('window_ms', 'bigint', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('form_rate_limits_expiry')
          .ifNotExists()
          .on('form_rate_limits')
          .expression(sql`(window_start + window_ms)`)
          .execute();
      },
    },
  };
}

/** The names of the migrations, in the order they run. */
export const migrationNames = Object.keys(migrations('sqlite')).sort();

/** Brings the store's schema up to this version; throws what stopped it (a database that cannot be reached, say). */
export async function migrateToLatest(db: Kysely<Database>, dialect: SqlDialect): Promise<void> {
  // The migrations name the database's own columns: no camelCase mapping under them.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: () => Promise.resolve(migrations(dialect)) },
  });
  let { error } = await migrator.migrateToLatest();
  // PostgreSQL servers take turns on a lock; SQLite has none. Two processes opening a new SQLite store at
  // once both run a migration (each only creates what is missing); the one whose record of it came second
  // finds it done on its next try, once for each migration at most.
  for (let retry = 0; error !== undefined && dialect === 'sqlite' && retry < migrationNames.length; retry++)
    ({ error } = await migrator.migrateToLatest());
  if (error !== undefined)
    throw error instanceof Error ? error : new Error('the store could not be migrated', { cause: error });
}
