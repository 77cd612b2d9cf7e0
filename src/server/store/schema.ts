import { sql, type ColumnDataType, type Kysely, type Migration } from 'kysely';
import type { Schema, SqlDialect } from '../../serverKit';

/**
 * The forms' tables, applied by the kit's migration runner at the first operation on a connection; what ran
 * is recorded in kysely_migration (Kysely's own name, which databases made before the kit keep), the staff
 * inbox's tables apart in staff_migration.
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
        // The forms' rate limit when several servers share a PostgreSQL store (../rateLimit); a SQLite
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
    '002-retention': {
      async up(db: Kysely<unknown>) {
        // When staff recorded a decision: a hiring's entry goes a month after that, whatever day it names.
        await db.schema.alterTable('submissions').addColumn('decision_recorded_at', 'bigint').execute();
        // One row per retention run (retention/runs.ts): when, why, and how many entries of each kind it
        // deleted. Counts only: nothing of who sent what.
        await db.schema
          .createTable('retention_runs')
          .ifNotExists()
          .addColumn('id', 'text', (column) => column.primaryKey())
          .addColumn('trigger', 'text', (column) => column.notNull())
          .addColumn('started_at', 'bigint', (column) => column.notNull())
          .addColumn('ended_at', 'bigint')
          .addColumn('error', 'text')
          .addColumn('applications_rejected', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('applications_withdrawn', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('applications_hired', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('contacts_handled', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('contacts_unhandled', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('audit_lines', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('notices', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('orphan_cvs', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('awaiting_decision', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
        await db.schema
          .createIndex('retention_runs_started')
          .ifNotExists()
          .on('retention_runs')
          .column('started_at')
          .execute();
        // The lease one run holds at a time, whichever server or command runs it (retention/lease.ts).
        await db.schema
          .createTable('retention_lease')
          .ifNotExists()
          .addColumn('name', 'text', (column) => column.primaryKey())
          .addColumn('holder', 'text')
          .addColumn('until', 'bigint', (column) => column.notNull())
          .execute();
        await sql`INSERT INTO retention_lease ("name", "holder", "until") VALUES ('retention', NULL, 0) ON CONFLICT ("name") DO NOTHING`.execute(
          db,
        );
      },
    },
    // Rate limits count a keyed hash of the address, not the address: the counts kept under addresses go (they
    // would have ended within minutes anyway), and the servers' shared key of the day gets its table.
    '003-rate-limit-hashed': {
      async up(db: Kysely<unknown>) {
        await sql`DELETE FROM form_rate_limits`.execute(db);
        await db.schema
          .createTable('rate_limit_keys')
          .ifNotExists()
          .addColumn('day', 'text', (column) => column.primaryKey())
          .addColumn('secret', 'text', (column) => column.notNull())
          .execute();
      },
    },
    // The field measurements' daily counts (../vitals/fieldDays.ts), kept for the window the privacy policy
    // states and shared by every server on the database; the retention run counts the days it deletes.
    '004-field-vitals-days': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('field_vital_days')
          .ifNotExists()
          .addColumn('day', 'text', (column) => column.notNull())
          .addColumn('metric', 'text', (column) => column.notNull())
          .addColumn('route', 'text', (column) => column.notNull())
          .addColumn('renderer', 'text', (column) => column.notNull())
          .addColumn('le', 'text', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('field_vital_days_key', ['day', 'metric', 'route', 'renderer', 'le'])
          .execute();
        await db.schema
          .alterTable('retention_runs')
          .addColumn('field_vital_days', 'integer', (column) => column.notNull().defaultTo(0))
          .execute();
      },
    },
    // The live globe's quality step joins the daily counts' key. The days counted before are `none` where no live
    // globe showed and `unrecorded` where one did (its step is unknown); a writer naming no step writes the latter.
    '005-field-vitals-quality': {
      async up(db: Kysely<unknown>) {
        if (dialect === 'postgres') {
          await sql`ALTER TABLE field_vital_days ADD COLUMN quality text NOT NULL DEFAULT 'unrecorded'`.execute(db);
          await sql`UPDATE field_vital_days SET quality = 'none' WHERE renderer NOT IN ('webgl', '2d')`.execute(db);
          await sql`ALTER TABLE field_vital_days DROP CONSTRAINT field_vital_days_key`.execute(db);
          await sql`ALTER TABLE field_vital_days ADD CONSTRAINT field_vital_days_key PRIMARY KEY (day, metric, route, renderer, quality, le)`.execute(
            db,
          );
          return;
        }
        // SQLite cannot change a table's key: the table is made anew, in one transaction, once (two processes
        // opening a new database both run a migration; the second finds the column there).
        await db.transaction().execute(async (trx) => {
          const done = await sql`SELECT 1 FROM pragma_table_info('field_vital_days') WHERE name = 'quality'`.execute(
            trx,
          );
          if (done.rows.length > 0) return;
          await sql`CREATE TABLE field_vital_days_next (
            day text NOT NULL, metric text NOT NULL, route text NOT NULL, renderer text NOT NULL,
            quality text NOT NULL DEFAULT 'unrecorded', le text NOT NULL, count integer NOT NULL,
            CONSTRAINT field_vital_days_key PRIMARY KEY (day, metric, route, renderer, quality, le))`.execute(trx);
          await sql`INSERT INTO field_vital_days_next (day, metric, route, renderer, quality, le, count)
            SELECT day, metric, route, renderer,
              CASE WHEN renderer IN ('webgl', '2d') THEN 'unrecorded' ELSE 'none' END, le, count
            FROM field_vital_days`.execute(trx);
          await sql`DROP TABLE field_vital_days`.execute(trx);
          await sql`ALTER TABLE field_vital_days_next RENAME TO field_vital_days`.execute(trx);
        });
      },
    },
  };
}

export const formsSchema: Schema = { table: 'kysely_migration', lockTable: 'kysely_migration_lock', migrations };

/** The names of the migrations, in the order they run. */
export const migrationNames = Object.keys(migrations('sqlite')).sort();
