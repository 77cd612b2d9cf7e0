import { sql, type ColumnDataType, type Kysely } from 'kysely';
import type { Schema, SqlDialect } from '../../../serverKit';
import { addCouncilWindows } from './councilWindows';

/**
 * The inbox's tables: people, passkeys, enrolment links, sessions, challenges, the audit trail and the notices
 * e-mailed to staff about their passkeys, one schema on SQLite and PostgreSQL. Its migrations are recorded
 * apart from the forms' (staff_migration), so either program's schema can change alone.
 */
async function createTables(db: Kysely<unknown>, bytes: ColumnDataType): Promise<void> {
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
    .addColumn('authenticator', 'text')
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
    .addColumn('verified_at', 'bigint')
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
    .addColumn('staff_email', 'text')
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('submission_id', 'text')
    .addColumn('kind', 'text')
    .addColumn('detail', 'text')
    .addColumn('address', 'text')
    .execute();
  await db.schema
    .createIndex('staff_audit_submission')
    .ifNotExists()
    .on('staff_audit')
    .columns(['submission_id', 'at'])
    .execute();
  await db.schema.createIndex('staff_audit_at').ifNotExists().on('staff_audit').column('at').execute();
  await db.schema
    .createTable('staff_notices')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('to_address', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_notices_due')
    .ifNotExists()
    .on('staff_notices')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();
}

/**
 * Audit lines in the order they were written: two written in the same millisecond (two decisions on one entry
 * at once) still show which came last. PostgreSQL numbers them from a sequence; SQLite copies each row's
 * rowid, which grows with every insert (one writer at a time), and numbers the lines already there by it.
 */
async function numberAuditLines(db: Kysely<unknown>, dialect: SqlDialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`ALTER TABLE staff_audit ADD COLUMN seq bigserial`.execute(db);
  } else {
    await sql`ALTER TABLE staff_audit ADD COLUMN seq integer`.execute(db);
    await sql`UPDATE staff_audit SET seq = rowid`.execute(db);
    await sql`CREATE TRIGGER IF NOT EXISTS staff_audit_seq AFTER INSERT ON staff_audit BEGIN UPDATE staff_audit SET seq = NEW.rowid WHERE rowid = NEW.rowid; END`.execute(
      db,
    );
  }
  await db.schema.createIndex('staff_audit_seq').ifNotExists().on('staff_audit').column('seq').execute();
}

/**
 * Each person's role. Everyone enrolled before roles existed saw every entry and the whole trail, and anyone
 * the operator enrolled could be asked to manage people: they become `admin`, so nobody loses what they did,
 * and an admin then narrows the others' roles in the inbox. New people are named a role by whoever invites them.
 */
async function addRoles(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff')
    .addColumn('role', 'text', (column) => column.notNull().defaultTo('admin'))
    .execute();
  await db.schema
    .alterTable('staff')
    .addColumn('jobs', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

/**
 * What staff write about an entry (notes) and send its sender (replies): personal data of the sender, so kept
 * and deleted with the entry (the inbox's deletion and the server's retention, in the deletion's transaction),
 * and part of the sender's copy.
 */
async function addNotesAndReplies(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_notes')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('submission_id', 'text', (column) => column.notNull())
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_notes_entry').ifNotExists().on('staff_notes').column('submission_id').execute();
  await db.schema
    .createTable('staff_replies')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('submission_id', 'text', (column) => column.notNull())
    .addColumn('staff_email', 'text', (column) => column.notNull())
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('locale', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_replies_entry')
    .ifNotExists()
    .on('staff_replies')
    .column('submission_id')
    .execute();
}

/** Each application's private link for its applicant, by the hash of its token (applicantLinks.ts). */
async function addApplicantLinks(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_applicant_links')
    .ifNotExists()
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('submission_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('staff_applicant_links_entry')
    .ifNotExists()
    .on('staff_applicant_links')
    .column('submission_id')
    .execute();
}

/** The inbox's schema, as the kit's migration runner applies it (src/serverKit/migrations.ts). */
export const staffSchema: Schema = {
  table: 'staff_migration',
  lockTable: 'staff_migration_lock',
  migrations: (dialect) => ({
    '001-staff': { up: (db: Kysely<unknown>) => createTables(db, dialect === 'postgres' ? 'bytea' : 'blob') },
    '002-audit-order': { up: (db: Kysely<unknown>) => numberAuditLines(db, dialect) },
    // A passkey confirmation belongs to the browser that gave it (the hash of its cookie), and a confirmation's
    // challenge to the session that asked for it, not only to the person.
    '003-confirmation-per-browser': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('staff_sessions').addColumn('verified_hash', 'text').execute();
        await db.schema.alterTable('staff_challenges').addColumn('session_hash', 'text').execute();
      },
    },
    '004-roles': { up: addRoles },
    '005-notes-replies': { up: addNotesAndReplies },
    '006-applicant-access': { up: addApplicantLinks },
    '007-council-windows': { up: addCouncilWindows },
    // A passkey's own name, which its owner gives it: two laptops with the same authenticator look alike.
    '008-inbox-work': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('staff_passkeys').addColumn('label', 'text').execute();
      },
    },
  }),
};
