import type { Generated } from 'kysely';

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
  /** One of `staffRoles` (../../api/roles.ts); people enrolled before roles existed are `admin`, as they could do everything. */
  role: string;
  /** JSON list of the job slugs a hiring manager sees the applications of; `[]` for the other roles. */
  jobs: string;
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
  /** Who keeps it, from its AAGUID when known ("iCloud Keychain", "YubiKey"; ../authenticators.ts), else null. */
  authenticator: string | null;
  /** The name its owner gave it in the inbox, else null (named by its authenticator and id). */
  label: string | null;
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
  /**
   * When this browser last proved its person with a passkey asked for user verification (not the sign-in:
   * a fresh assertion). Adding a passkey needs one within minutes, so a copied cookie alone cannot.
   */
  verifiedAt: number | null;
  /**
   * The SHA-256 of the short-lived cookie the confirmation gave the browser that made it: a copy of the session
   * cookie alone does not share the confirmation. Null once a change used it up.
   */
  verifiedHash: string | null;
}

/** A WebAuthn challenge under way, named by a short-lived cookie, so any server may verify the answer. */
interface StaffChallengesTable {
  id: string;
  challenge: string;
  /** 'sign-in', 'enrol', 'verify' (a fresh assertion before adding a passkey) or 'add-passkey'. */
  purpose: string;
  staffId: string | null;
  /** For a confirmation ('verify', 'add-passkey'): the SHA-256 of the session that asked; it alone may answer. */
  sessionHash: string | null;
  expiresAt: number;
}

/**
 * Who did what, and when: an entry opened, downloaded, marked or deleted, the list viewed, a sign-in (or its
 * refusal), a passkey added or removed, a person invited or removed. Kept a year (retention).
 */
export interface StaffAuditTable {
  id: string;
  at: number;
  /** Who did it; null for the operator at the command line, and for a refused sign-in by nobody known. */
  staffEmail: string | null;
  action: string;
  /** The entry a line is about; null for the lines about people and passkeys. */
  submissionId: string | null;
  /**
   * What the entry was ('contact' or 'application'): with its id, the line names it once it is deleted. Never
   * who sent it: the trail outlives the entry, the visitor's name must not (privacy policy).
   */
  kind: string | null;
  /**
   * The new status, the passkey's name, why a sign-in was refused, whom the operator invited or removed, or a
   * person's new role ("hr@example.com hiring-manager engineer").
   */
  detail: string | null;
  /** The client's address, for sign-ins and their refusals. */
  address: string | null;
  /** Grows with each line written: the order of lines written in the same millisecond. */
  seq: Generated<number>;
}

/** An e-mail to a staff member about their own account (a passkey added or removed); no secret in it. */
interface StaffNoticesTable {
  id: string;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: number;
  nextAttemptAt: number;
  attempts: number;
  sentAt: number | null;
}

/** A note a staff member wrote on an entry: part of the sender's copy, deleted with the entry. */
interface StaffNotesTable {
  id: string;
  submissionId: string;
  staffEmail: string;
  at: number;
  text: string;
}

/** A reply sent to an entry's sender from the inbox (its e-mail goes through the notices' outbox). */
interface StaffRepliesTable {
  id: string;
  submissionId: string;
  staffEmail: string;
  at: number;
  /** 'receipt', 'invitation' or 'rejection' (../../api/replyTemplates.ts). */
  template: string;
  locale: string;
  subject: string;
  body: string;
}

/**
 * An applicant's private link: the SHA-256 of its token (base64url), never the token, so a copy of the
 * database opens no applicant's page. Deleted with its entry.
 */
interface StaffApplicantLinksTable {
  tokenHash: string;
  submissionId: string;
  createdAt: number;
}

/**
 * A works-council window: while it is open (not closed, before its end), people with the role works-council read
 * the applications for its opening. Kept after it closes: the inbox shows HR which windows were open until when.
 */
interface StaffCouncilWindowsTable {
  id: string;
  jobSlug: string;
  openedBy: string;
  openedAt: number;
  /** The moment it closes by itself: the start of the Potsdam day after its last day. */
  endsAt: number;
  closedBy: string | null;
  closedAt: number | null;
}

// A type, not an interface: Kysely's withTables asks for an index signature, which only a type has implicitly.
export type StaffTables = {
  staff: StaffTable;
  staffPasskeys: StaffPasskeysTable;
  staffEnrolments: StaffEnrolmentsTable;
  staffSessions: StaffSessionsTable;
  staffChallenges: StaffChallengesTable;
  staffAudit: StaffAuditTable;
  staffNotices: StaffNoticesTable;
  staffNotes: StaffNotesTable;
  staffReplies: StaffRepliesTable;
  staffApplicantLinks: StaffApplicantLinksTable;
  staffCouncilWindows: StaffCouncilWindowsTable;
};
