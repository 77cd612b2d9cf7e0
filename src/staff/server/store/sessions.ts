import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { memberOf, type StaffMember } from './people';
import type { StaffTables } from './tables';

/** A secret for a link or cookie: 32 random bytes, base64url. */
export const newSecret = (): string => randomBytes(32).toString('base64url');
/** What the store keeps of a secret: its SHA-256, so a copy of the database signs nobody in. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** A session ends after this long without a request, and after `sessionMaxMs` whatever happens. */
export const sessionIdleMs = 30 * 60_000;
export const sessionMaxMs = 12 * 3600_000;
export const challengeLifetimeMs = 5 * 60_000;
/**
 * Adding or removing a passkey needs a passkey confirmation (user verification) at most this old, by the same
 * browser: the session and the confirmation's own cookie.
 */
export const freshVerificationMs = 5 * 60_000;

export type { StaffMember } from './people';

/**
 * The signed-in browsers (server-side sessions, shared by every server on the same store) and the WebAuthn
 * challenges under way: the part of the staff store (StaffStore.ts) that sign-in, sign-out and confirmation use.
 */
export class SessionStore {
  constructor(protected readonly db: Kysely<StaffTables>) {}

  /** A new session's cookie value. */
  async startSession(staffId: string, now = Date.now()): Promise<string> {
    const secret = newSecret();
    await this.db
      .insertInto('staffSessions')
      .values({
        idHash: secretHash(secret),
        staffId,
        createdAt: now,
        lastSeenAt: now,
        verifiedAt: null,
        verifiedHash: null,
      })
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
    const staff = await this.db.selectFrom('staff').selectAll().where('id', '=', row.staffId).executeTakeFirst();
    if (!staff) return undefined;
    await this.db.updateTable('staffSessions').set({ lastSeenAt: now }).where('idHash', '=', idHash).execute();
    return memberOf(staff);
  }

  async endSession(secret: string): Promise<void> {
    await this.db.deleteFrom('staffSessions').where('idHash', '=', secretHash(secret)).execute();
  }

  /** Sign out everywhere: every session of the person ends. */
  async endSessionsOf(staffId: string): Promise<void> {
    await this.db.deleteFrom('staffSessions').where('staffId', '=', staffId).execute();
  }

  /**
   * Records that this session's person just confirmed with a passkey (a verified assertion): the value of the
   * cookie the confirming browser gets, which a change must present with the session's.
   */
  async sessionVerified(secret: string, now = Date.now()): Promise<string> {
    const proof = newSecret();
    await this.db
      .updateTable('staffSessions')
      .set({ verifiedAt: now, verifiedHash: secretHash(proof) })
      .where('idHash', '=', secretHash(secret))
      .execute();
    return proof;
  }

  /** Whether this session confirmed with a passkey within `freshVerificationMs`, in the browser holding `proof`. */
  async verifiedRecently(secret: string, proof: string | undefined, now = Date.now()): Promise<boolean> {
    if (!proof) return false;
    const row = await this.db
      .selectFrom('staffSessions')
      .select(['verifiedAt', 'verifiedHash'])
      .where('idHash', '=', secretHash(secret))
      .executeTakeFirst();
    if (row?.verifiedAt == null || row.verifiedHash !== secretHash(proof)) return false;
    return now - row.verifiedAt < freshVerificationMs && row.verifiedAt <= now;
  }

  /** A change made with the confirmation uses it up: the next one asks again. */
  async confirmationUsed(secret: string): Promise<void> {
    await this.db
      .updateTable('staffSessions')
      .set({ verifiedAt: null, verifiedHash: null })
      .where('idHash', '=', secretHash(secret))
      .execute();
  }

  /** A challenge under way; `session`, the cookie value of the session it was asked for (a confirmation's). */
  async saveChallenge(
    challenge: { purpose: string; challenge: string; staffId: string | null; session?: string | undefined },
    now = Date.now(),
  ): Promise<string> {
    const id = newSecret();
    const { session, ...fields } = challenge;
    await this.db
      .insertInto('staffChallenges')
      .values({
        id: secretHash(id),
        ...fields,
        sessionHash: session === undefined ? null : secretHash(session),
        expiresAt: now + challengeLifetimeMs,
      })
      .execute();
    return id;
  }

  /** Takes a challenge out of the store: each is answered once at most. */
  async takeChallenge(
    id: string,
    purpose: string,
    now = Date.now(),
  ): Promise<{ challenge: string; staffId: string | null; sessionHash: string | null } | undefined> {
    const row = await this.db
      .deleteFrom('staffChallenges')
      .where('id', '=', secretHash(id))
      .returning(['challenge', 'purpose', 'staffId', 'sessionHash', 'expiresAt'])
      .executeTakeFirst();
    if (!row || row.purpose !== purpose || row.expiresAt <= now) return undefined;
    return { challenge: row.challenge, staffId: row.staffId, sessionHash: row.sessionHash };
  }
}
