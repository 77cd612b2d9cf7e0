import type { ColumnDataType, Kysely } from 'kysely';

/**
 * The staff inbox (issue 42): handled marks on submissions, and the people, passkeys, sessions and audit
 * trail. Like the first migration it creates only what is missing: two processes opening a new SQLite store
 * at once may both run it (schema.ts).
 */
export async function staffInboxMigration(db: Kysely<unknown>, bytes: ColumnDataType): Promise<void> {
  const submissions = (await db.introspection.getTables()).find((table) => table.name === 'submissions');
  const present = new Set(submissions?.columns.map((column) => column.name));
  for (const [column, type] of [
    ['handled_at', 'bigint'],
    ['handled_by', 'text'],
  ] as const) {
    if (!present.has(column)) await db.schema.alterTable('submissions').addColumn(column, type).execute();
  }
  await db.schema
    .createTable('staff')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('staff_passkeys')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('public_key', bytes, (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull())
    .addColumn('transports', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').ifNotExists().on('staff_passkeys').column('staff_id').execute();
  await db.schema
    .createTable('staff_enrolments')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .ifNotExists()
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').ifNotExists().on('staff_sessions').column('staff_id').execute();
  await db.schema
    .createTable('staff_challenges')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('challenge', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('staff_audit')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('submission_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_audit_submission')
    .ifNotExists()
    .on('staff_audit')
    .columns(['submission_id', 'at'])
    .execute();
  await db.schema.createIndex('staff_audit_at').ifNotExists().on('staff_audit').column('at').execute();
}
