import type { Kysely } from 'kysely';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ApplicationStatus, SubmissionKind } from '../../../forms/storedSubmission';
import type { StaffAuditTable, StaffTables } from './tables';

/** A secret for a link or cookie: 32 random bytes, base64url. */
const newSecret = (): string => randomBytes(32).toString('base64url');
/** What the store keeps of a secret: its SHA-256, so a copy of the database signs nobody in. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const enrolmentLifetimeMs = 24 * 3600_000;
/** A session ends after this long without a request, and after `sessionMaxMs` whatever happens. */
export const sessionIdleMs = 30 * 60_000;
export const sessionMaxMs = 12 * 3600_000;
export const challengeLifetimeMs = 5 * 60_000;
/** The audit trail is kept this long (privacy policy: one year); `npm run retention` prunes it. */
export const auditRetentionMonths = 12;

export type AuditAction = 'opened' | 'downloaded' | 'handled' | 'status' | 'deleted';
/** An audit line as it was written: its action and kind are this code's own. */
export type AuditEntry = Omit<StaffAuditTable, 'action' | 'kind' | 'detail'> & {
  action: AuditAction;
  kind: SubmissionKind;
  detail: ApplicationStatus | null;
};

export interface StaffMember {
  id: string;
  email: string;
  createdAt: number;
}

export interface StoredPasskey {
  id: string;
  staffId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: number;
  lastUsedAt: number | null;
}

export type EnrolmentState = { staff: StaffMember } | { refused: 'unknown' | 'used' | 'expired' };

const normalEmail = (email: string): string => email.trim().toLowerCase();

const parseTransports = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};

/**
 * The staff inbox's store (issue 42), its own tables on the server's connection (connection.ts): people,
 * their passkeys, one-time enrolment links, server-side sessions (shared by every server on the same store),
 * WebAuthn challenges and the audit trail. One schema on SQLite and PostgreSQL (migration.ts). Every time
 * is passed in, so tests set the clock.
 */
export class StaffStore {
  constructor(private readonly db: Kysely<StaffTables>) {}

  /**
   * Adds the person if new, and returns a fresh enrolment link's secret (valid 24 h, once). A link sent
   * before and not yet used stops working: only the newest invitation can register a passkey.
   */
  async invite(email: string, now = Date.now()): Promise<{ staff: StaffMember; token: string }> {
    const address = normalEmail(email);
    await this.db
      .insertInto('staff')
      .values({ id: randomUUID(), email: address, createdAt: now })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    const staff = await this.db.selectFrom('staff').selectAll().where('email', '=', address).executeTakeFirstOrThrow();
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
    return { staff, token };
  }

  async list(): Promise<(StaffMember & { passkeys: StoredPasskey[] })[]> {
    const people = await this.db.selectFrom('staff').selectAll().orderBy('email').execute();
    const passkeys = await this.db.selectFrom('staffPasskeys').selectAll().orderBy('createdAt').execute();
    return people.map((person) => ({
      ...person,
      passkeys: passkeys
        .filter((passkey) => passkey.staffId === person.id)
        .map((row) => ({ ...row, transports: parseTransports(row.transports) })),
    }));
  }

  async byId(id: string): Promise<StaffMember | undefined> {
    return this.db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Removes a person with their passkeys, links and sessions: they are signed out at once. */
  async remove(email: string): Promise<boolean> {
    const person = await this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', normalEmail(email))
      .executeTakeFirst();
    if (!person) return false;
    await this.db.transaction().execute(async (trx) => {
      for (const table of ['staffSessions', 'staffPasskeys', 'staffEnrolments', 'staffChallenges'] as const) {
        await trx.deleteFrom(table).where('staffId', '=', person.id).execute();
      }
      await trx.deleteFrom('staff').where('id', '=', person.id).execute();
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

  async addPasskey(passkey: Omit<StoredPasskey, 'lastUsedAt'>): Promise<void> {
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
    return row && { ...row, transports: parseTransports(row.transports) };
  }

  async passkeysOf(staffId: string): Promise<StoredPasskey[]> {
    const rows = await this.db
      .selectFrom('staffPasskeys')
      .selectAll()
      .where('staffId', '=', staffId)
      .orderBy('createdAt')
      .execute();
    return rows.map((row) => ({ ...row, transports: parseTransports(row.transports) }));
  }

  async passkeyUsed(id: string, counter: number, now = Date.now()): Promise<void> {
    await this.db.updateTable('staffPasskeys').set({ counter, lastUsedAt: now }).where('id', '=', id).execute();
  }

  /** A new session's cookie value. */
  async startSession(staffId: string, now = Date.now()): Promise<string> {
    const secret = newSecret();
    await this.db
      .insertInto('staffSessions')
      .values({ idHash: secretHash(secret), staffId, createdAt: now, lastSeenAt: now })
      .execute();
    return secret;
  }

  /** The person a session cookie signs in, its idle time renewed; undefined (and the session gone) once it ended. */
  async session(secret: string, now = Date.now()): Promise<StaffMember | undefined> {
    const idHash = secretHash(secret);
    const row = await this.db.selectFrom('staffSessions').selectAll().where('idHash', '=', idHash).executeTakeFirst();
    if (!row) return undefined;
    if (now - row.lastSeenAt >= sessionIdleMs || now - row.createdAt >= sessionMaxMs) {
      await this.endSession(secret);
      return undefined;
    }
    const staff = await this.byId(row.staffId);
    if (!staff) return undefined;
    await this.db.updateTable('staffSessions').set({ lastSeenAt: now }).where('idHash', '=', idHash).execute();
    return staff;
  }

  async endSession(secret: string): Promise<void> {
    await this.db.deleteFrom('staffSessions').where('idHash', '=', secretHash(secret)).execute();
  }

  async saveChallenge(
    challenge: { purpose: string; challenge: string; staffId: string | null },
    now = Date.now(),
  ): Promise<string> {
    const id = newSecret();
    await this.db
      .insertInto('staffChallenges')
      .values({ id: secretHash(id), ...challenge, expiresAt: now + challengeLifetimeMs })
      .execute();
    return id;
  }

  /** Takes a challenge out of the store: each is answered once at most. */
  async takeChallenge(
    id: string,
    purpose: string,
    now = Date.now(),
  ): Promise<{ challenge: string; staffId: string | null } | undefined> {
    const row = await this.db
      .deleteFrom('staffChallenges')
      .where('id', '=', secretHash(id))
      .returning(['challenge', 'purpose', 'staffId', 'expiresAt'])
      .executeTakeFirst();
    if (!row || row.purpose !== purpose || row.expiresAt <= now) return undefined;
    return { challenge: row.challenge, staffId: row.staffId };
  }

  async audit(entry: Omit<AuditEntry, 'id' | 'at'>, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('staffAudit')
      .values({ ...entry, id: randomUUID(), at: now })
      .execute();
  }

  /** The audit trail of one entry, or the latest lines of all, newest first. */
  async auditTrail(submissionId?: string, limit = 500): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('staffAudit').selectAll();
    if (submissionId) query = query.where('submissionId', '=', submissionId);
    const rows = await query.orderBy('at', 'desc').orderBy('id').limit(limit).execute();
    return rows as AuditEntry[];
  }

  /**
   * Retention: audit lines before the cut-off, and sessions, links and challenges that can no longer be
   * used. Returns how many audit lines went.
   */
  async prune(auditCutoff: number, now = Date.now()): Promise<number> {
    const { numDeletedRows } = await this.db.deleteFrom('staffAudit').where('at', '<', auditCutoff).executeTakeFirst();
    await this.db
      .deleteFrom('staffSessions')
      .where((eb) => eb.or([eb('lastSeenAt', '<=', now - sessionIdleMs), eb('createdAt', '<=', now - sessionMaxMs)]))
      .execute();
    await this.db.deleteFrom('staffEnrolments').where('expiresAt', '<=', now).execute();
    await this.db.deleteFrom('staffChallenges').where('expiresAt', '<=', now).execute();
    return Number(numDeletedRows);
  }
}
