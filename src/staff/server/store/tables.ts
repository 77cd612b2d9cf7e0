/**
 * The staff inbox's tables (StaffStore.ts), as the code names their columns (snake_case in the database).
 * Times are ms since 1970. Secrets (enrolment links, session cookies) are stored only as SHA-256 hashes:
 * a copy of the database signs nobody in.
 */

/** A person who may read the inbox, known by e-mail address (lower case). */
interface StaffTable {
  id: string;
  email: string;
  createdAt: number;
}

/** A passkey (WebAuthn credential) of a staff member. */
interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  staffId: string;
  publicKey: Buffer;
  counter: number;
  /** JSON list of the authenticator's transports ("internal", "hybrid", …). */
  transports: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A one-time enrolment link printed by `npm run staff -- invite`. */
interface StaffEnrolmentsTable {
  tokenHash: string;
  staffId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** A signed-in browser. */
interface StaffSessionsTable {
  idHash: string;
  staffId: string;
  createdAt: number;
  lastSeenAt: number;
}

/** A WebAuthn challenge under way, named by a short-lived cookie, so any server may verify the answer. */
interface StaffChallengesTable {
  id: string;
  challenge: string;
  /** 'sign-in', 'enrol' or 'add-passkey'. */
  purpose: string;
  staffId: string | null;
  expiresAt: number;
}

/** Who opened, downloaded, marked or deleted which entry, and when: kept a year (retention). */
export interface StaffAuditTable {
  id: string;
  at: number;
  staffEmail: string;
  action: string;
  submissionId: string;
  /**
   * What the entry was ('contact' or 'application'): with its id, the line names it once it is deleted. Never
   * who sent it: the trail outlives the entry, the visitor's name must not (privacy policy).
   */
  kind: string;
  /** For a status change, the new status; else null. */
  detail: string | null;
}

// A type, not an interface: Kysely's withTables asks for an index signature, which only a type has implicitly.
export type StaffTables = {
  staff: StaffTable;
  staffPasskeys: StaffPasskeysTable;
  staffEnrolments: StaffEnrolmentsTable;
  staffSessions: StaffSessionsTable;
  staffChallenges: StaffChallengesTable;
  staffAudit: StaffAuditTable;
};
