import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { readAudit, writeAudit, type AuditEntry, type AuditEvent, type AuditFilter } from './auditTrail';
import type { StaffAccess } from '../../api/roles';
import { ApplicantLinks } from './applicantLinks';
import { CouncilWindows } from './councilWindows';
import { EntryWritings } from './entryWritings';
import { NoticeQueue } from './notices';
import { pruneStore } from './prune';
import { accessColumns, adminCount, memberOf, setAccess } from './people';
import { newSecret, secretHash, SessionStore, type StaffMember } from './sessions';
import { passkeyOfRow, type StoredPasskey } from './passkeyRows';
import type { StaffTables } from './tables';

export { challengeLifetimeMs, freshVerificationMs, secretHash, sessionIdleMs, sessionMaxMs } from './sessions';
export type { StaffMember } from './sessions';
export type { StoredPasskey } from './passkeyRows';

export type { AuditAction, AuditEntry, AuditEvent } from './auditTrail';

export const enrolmentLifetimeMs = 24 * 3600_000;
/** The audit trail is kept this long (privacy policy: one year); the server's retention prunes it. */
export const auditRetentionMonths = 12;

export type EnrolmentState = { staff: StaffMember } | { refused: 'unknown' | 'used' | 'expired' };

const normalEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The staff inbox's store, its own tables on the server's connection (connection.ts): people,
 * their passkeys, one-time enrolment links, server-side sessions (shared by every server on the same store),
 * WebAuthn challenges and the audit trail. One schema on SQLite and PostgreSQL (migration.ts). Every time
 * is passed in, so tests set the clock.
 */
export class StaffStore extends SessionStore {
  /** The e-mails to staff about their passkeys, and the replies to senders, waiting to be sent. */
  readonly notices: NoticeQueue;
  /** Notes and replies on entries. */
  readonly writings: EntryWritings;
  /** The applicants' private links, by their tokens' hashes. */
  readonly applicantLinks: ApplicantLinks;
  /** The works council's windows onto the openings. */
  readonly council: CouncilWindows;

  constructor(db: Kysely<StaffTables>) {
    super(db);
    this.applicantLinks = new ApplicantLinks(db);
    this.notices = new NoticeQueue(db);
    this.writings = new EntryWritings(db);
    this.council = new CouncilWindows(db);
  }

  /**
   * Adds the person if new (with `access`, else as HR), and returns a fresh enrolment link's secret (valid
   * 24 h, once). A link sent before and not yet used stops working: only the newest invitation can register a
   * passkey. A person already there keeps their role unless `access` names one; `before` is who they were.
   */
  async invite(
    email: string,
    now = Date.now(),
    access?: StaffAccess,
  ): Promise<{ staff: StaffMember; token: string; before: StaffMember | undefined }> {
    const address = normalEmail(email);
    const before = await this.byEmail(address);
    await this.db
      .insertInto('staff')
      .values({ id: randomUUID(), email: address, createdAt: now, ...accessColumns(access) })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const added = await this.byEmail(address);
    if (!added) throw new Error(`The person ${address} was not stored`);
    if (before && access) await setAccess(this.db, before.id, access);
    const staff = (before && access && (await this.byId(before.id))) || added;
    const token = newSecret();
    await this.db.deleteFrom('staffEnrolments').where('staffId', '=', staff.id).where('usedAt', 'is', null).execute();
    await this.db
      .insertInto('staffEnrolments')
      .values({
        tokenHash: secretHash(token),
        staffId: staff.id,
        createdAt: now,
        expiresAt: now + enrolmentLifetimeMs,
        usedAt: null,
      })
      .execute();
    return { staff, token, before };
  }

  async list(): Promise<(StaffMember & { passkeys: StoredPasskey[] })[]> {
    const people = await this.db.selectFrom('staff').selectAll().orderBy('email').execute();
    const passkeys = await this.db.selectFrom('staffPasskeys').selectAll().orderBy('createdAt').execute();
    return people.map((person) => ({
      ...memberOf(person),
      passkeys: passkeys.filter((passkey) => passkey.staffId === person.id).map(passkeyOfRow),
    }));
  }

  async byId(id: string): Promise<StaffMember | undefined> {
    return this.person('id', id);
  }

  async byEmail(email: string): Promise<StaffMember | undefined> {
    return this.person('email', normalEmail(email));
  }

  private async person(column: 'id' | 'email', value: string): Promise<StaffMember | undefined> {
    const row = await this.db.selectFrom('staff').selectAll().where(column, '=', value).executeTakeFirst();
    return row && memberOf(row);
  }

  /**
   * Gives a person another role: 'unknown' when there is no such person, 'lastAdmin' when it would leave the
   * inbox without an admin (nobody could manage people there again). Run it in the transaction of its audit
   * line: the admins are counted there.
   */
  async setAccess(staffId: string, access: StaffAccess): Promise<'changed' | 'unknown' | 'lastAdmin'> {
    // The admins' rows are written first: that locks them, so two demotions at once cannot both count two admins.
    await this.db.updateTable('staff').set({ role: 'admin' }).where('role', '=', 'admin').execute();
    const person = await this.byId(staffId);
    if (!person) return 'unknown';
    if (person.role === 'admin' && access.role !== 'admin' && (await adminCount(this.db)) < 2) return 'lastAdmin';
    return (await setAccess(this.db, staffId, access)) ? 'changed' : 'unknown';
  }

  /** Removes a person with their passkeys, links and sessions: they are signed out at once. */
  async remove(email: string): Promise<boolean> {
    const person = await this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', normalEmail(email))
      .executeTakeFirst();
    if (!person) return false;
    await this.atomically(async ({ db }) => {
      for (const table of ['staffSessions', 'staffPasskeys', 'staffEnrolments', 'staffChallenges'] as const) {
        await db.deleteFrom(table).where('staffId', '=', person.id).execute();
      }
      await db.deleteFrom('staff').where('id', '=', person.id).execute();
    });
    return true;
  }

  /** Whom an enrolment link is for, or why it cannot be used. */
  async enrolment(token: string, now = Date.now()): Promise<EnrolmentState> {
    const row = await this.db
      .selectFrom('staffEnrolments')
      .selectAll()
      .where('tokenHash', '=', secretHash(token))
      .executeTakeFirst();
    if (!row) return { refused: 'unknown' };
    if (row.usedAt !== null) return { refused: 'used' };
    if (row.expiresAt <= now) return { refused: 'expired' };
    const staff = await this.byId(row.staffId);
    return staff ? { staff } : { refused: 'unknown' };
  }

  /** Uses the link up: true only for the one caller that found it unused and unexpired. */
  async useEnrolment(token: string, now = Date.now()): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('staffEnrolments')
      .set({ usedAt: now })
      .where('tokenHash', '=', secretHash(token))
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  async addPasskey(passkey: Omit<StoredPasskey, 'lastUsedAt' | 'label'>): Promise<void> {
    await this.db
      .insertInto('staffPasskeys')
      .values({
        ...passkey,
        publicKey: Buffer.from(passkey.publicKey),
        transports: JSON.stringify(passkey.transports),
        lastUsedAt: null,
      })
      .execute();
  }

  async passkey(id: string): Promise<StoredPasskey | undefined> {
    const row = await this.db.selectFrom('staffPasskeys').selectAll().where('id', '=', id).executeTakeFirst();
    return row && passkeyOfRow(row);
  }

  async passkeysOf(staffId: string): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('staffPasskeys')
      .selectAll()
      .where('staffId', '=', staffId)
      .orderBy('createdAt')
      .execute();
    return rows.map(passkeyOfRow);
  }

  /**
   * Removes one of a person's passkeys, never their last (they could not sign in again). The person's row is
   * written first, inside the transaction: it locks them, so two removals at once cannot both see two passkeys.
   */
  async removePasskey(staffId: string, id: string): Promise<'removed' | 'last' | 'unknown'> {
    return this.atomically(async ({ db: trx }) => {
      await trx.updateTable('staff').set({ id: staffId }).where('id', '=', staffId).execute();
      const owned = await trx.selectFrom('staffPasskeys').select('id').where('staffId', '=', staffId).execute();
      if (!owned.some((passkey) => passkey.id === id)) return 'unknown';
      if (owned.length < 2) return 'last';
      await trx.deleteFrom('staffPasskeys').where('id', '=', id).where('staffId', '=', staffId).execute();
      return 'removed';
    });
  }

  /** Names one of a person's passkeys; false when it is not theirs (or gone). */
  async renamePasskey(staffId: string, id: string, label: string): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('staffPasskeys')
      .set({ label })
      .where('id', '=', id)
      .where('staffId', '=', staffId)
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  }

  async passkeyUsed(id: string, counter: number, now = Date.now()): Promise<void> {
    await this.db.updateTable('staffPasskeys').set({ counter, lastUsedAt: now }).where('id', '=', id).execute();
  }

  /**
   * Runs `work` on this store in one transaction: all it writes commits, or none. On the connection of a
   * transaction under way (an inbox action's, with its audit line), `work` joins that one.
   */
  atomically<T>(work: (store: StaffStore) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return work(this);
    return this.db.transaction().execute((trx) => work(new StaffStore(trx)));
  }

  audit(event: AuditEvent, now = Date.now()): Promise<void> {
    return writeAudit(this.db, event, now);
  }

  /** The audit trail of one entry, or the latest lines of all (as `filter` narrows them), newest first. */
  auditTrail(submissionId?: string, limit = 500, filter?: AuditFilter): Promise<AuditEntry[]> {
    return readAudit(this.db, submissionId, limit, filter);
  }

  /** Retention's part here (prune.ts): what can no longer be used, the trail's lines before the cut-off. */
  prune(auditCutoff: number, now: number, dryRun = false): Promise<{ auditLines: number; notices: number }> {
    return pruneStore(this.db, this.notices, auditCutoff, now, dryRun);
  }
}
