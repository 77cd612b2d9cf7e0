import type { ColumnDataType, Kysely } from 'kysely';

/** The staff inbox (issue 42): handled marks on submissions, and the people, passkeys, sessions and audit trail. */
export async function staffInboxMigration(db: Kysely<unknown>, bytes: ColumnDataType): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('handled_at', 'bigint').execute();
  await db.schema.alterTable('submissions').addColumn('handled_by', 'text').execute();
  await db.schema
    .createTable('staff')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('public_key', bytes, (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull())
    .addColumn('transports', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('staff_passkeys_staff').on('staff_passkeys').column('staff_id').execute();
  await db.schema
    .createTable('staff_enrolments')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id_hash', 'text', (column) => column.primaryKey())
    .addColumn('staff_id', 'text', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
  await db.schema
    .createTable('staff_challenges')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('challenge', 'text', (column) => column.notNull())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'text')
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('submission_id', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_submission').on('staff_audit').columns(['submission_id', 'at']).execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
}
