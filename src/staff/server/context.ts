import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Connection, DatabaseAccess, Schema } from '../../serverKit';
import type { Locale } from '../../i18n/locales';
import type { RetentionPeriods } from '../../submissions/retention';
import type { StaffRefusal } from '../api/replies';
import type { ApplicationStatus, StoredCv, SubmissionKind, SubmissionRecord } from '../../submissions/storedSubmission';
import { readCookie, sessionCookie } from './cookies';
import { staffStoreOn } from './store/connection';
import { staffSchema } from './store/migration';
import type { StaffMember, StaffStore } from './store/StaffStore';

/** What the inbox asks of the submissions the forms stored (the server's store answers it). */
interface Submissions {
  /** `lock`: in a transaction, the row stays as read until it ends. */
  get(id: string, options?: { lock?: boolean }): Promise<SubmissionRecord | undefined>;
  list(filter?: { kind?: SubmissionKind }): Promise<SubmissionRecord[]>;
  /** False when there is no such submission (any more): nothing changed. */
  markHandled(id: string, by: string, now?: number): Promise<boolean>;
  /** False when there is no such application (any more): nothing changed. */
  setStatus(
    id: string,
    status: ApplicationStatus,
    decidedAt: number | null,
    recordedAt: number | null,
  ): Promise<boolean>;
  /** Deletes a submission's row (false when there was none); a CV kept as a file goes after the commit. */
  deleteRow(id: string): Promise<boolean>;
  /** After a deletion's commit: its CV file, where the store keeps one. */
  removeCvFile(record: SubmissionRecord): Promise<void>;
  cvContent(record: SubmissionRecord & { cv: StoredCv }): Promise<Buffer>;
}

/**
 * The server's door to the forms' store, as the inbox uses it: an operation on the open store, or
 * DatabaseUnavailableError (answered 503) when the store cannot take it now.
 */
export interface InboxStoreAccess {
  run<T>(operation: (store: Submissions) => T | Promise<T>): Promise<T>;
  /**
   * One transaction on the open connection (src/serverKit/unitOfWork.ts): `work` gets the forms' submissions
   * and the connection, on which the inbox opens its own store; what it writes through either commits
   * together, or none of it. `schemas` (the inbox's tables) are made ready on that connection first.
   */
  transaction<T>(
    schemas: readonly Schema[],
    work: (unit: { submissions: Submissions; connection: Connection }) => Promise<T>,
  ): Promise<T>;
  /**
   * Where the sign-in limit counts clients: under a keyed hash of their address, never the address; in the
   * database for all servers together when several share it.
   */
  readonly rateLimit: { readonly store: FastifyRateLimitStoreCtor };
}

/** What every route of the inbox shares. */
export interface StaffContext {
  store: InboxStoreAccess;
  /** The database the server opened, on which the inbox keeps its own tables. */
  database: DatabaseAccess;
  /** STAFF_ORIGIN: the one origin whose pages may post, and the passkeys' relying party. */
  origin: string;
  rpId: string;
  secure: boolean;
  retention: RetentionPeriods;
  /** The clock (tests move it). */
  now: () => number;
  /** The staff listener's log: the trail's events at info (record.ts), warnings and errors. */
  log: FastifyBaseLogger;
  /** Called after a notice was queued for a staff member: the mailer sends it now rather than at its next look. */
  noticesQueued: () => void;
  /** The company's language (STAFF_MAIL_LOCALE), in which the e-mails to staff are written. */
  mailLocale: Locale;
}

export type { StaffRefusal };

const statusOf: Record<StaffRefusal, number> = {
  signedOut: 401,
  origin: 403,
  forbidden: 403,
  notFound: 404,
  linkUnknown: 404,
  linkUsed: 410,
  linkExpired: 410,
  passkeyRefused: 401,
  badRequest: 400,
  badDate: 422,
  decided: 409,
  verifyFirst: 403,
  lastPasskey: 409,
  lastAdmin: 409,
  badAddress: 422,
  alreadyMember: 409,
  unknownOpening: 422,
  unavailable: 503,
  rateLimited: 429,
  failed: 500,
};

export function refuse(reply: FastifyReply, refusal: StaffRefusal): FastifyReply {
  return reply.code(statusOf[refusal]).type('application/json; charset=utf-8').send({ error: refusal });
}

export const staffOf =
  (context: StaffContext) =>
  <T>(operation: (staff: StaffStore) => Promise<T>): Promise<T> =>
    context.database.run(async (connection) => operation(await staffStoreOn(connection)));

/** The forms' submissions and the inbox's store on one transaction: what an action writes in both commits together. */
export interface InboxUnit {
  submissions: Submissions;
  staff: StaffStore;
}

/** Runs `work` as one unit of work over the forms' and the inbox's tables (record.ts's `audited` adds its lines). */
export const inOneTransaction = <T>(context: StaffContext, work: (unit: InboxUnit) => Promise<T>): Promise<T> =>
  context.store.transaction([staffSchema], async ({ submissions, connection }) =>
    work({ submissions, staff: await staffStoreOn(connection) }),
  );

/** The signed-in person and their session's cookie value, or undefined (then the reply is sent: 401). */
export async function signedInSession(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ person: StaffMember; secret: string } | undefined> {
  const secret = readCookie(request, sessionCookie, context.secure);
  const person = secret ? await staffOf(context)((open) => open.session(secret, context.now())) : undefined;
  if (!person || !secret) {
    void refuse(reply, 'signedOut');
    return undefined;
  }
  return { person, secret };
}

/** The signed-in person, or undefined (then the reply is sent: 401). */
export async function signedIn(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffMember | undefined> {
  return (await signedInSession(context, request, reply))?.person;
}

/**
 * A state-changing request must come from the inbox's own pages: its Origin is STAFF_ORIGIN, and the
 * browser did not call it cross-site. A request without Origin is refused too (browsers send it on every
 * POST and DELETE).
 */
export function isFromInbox(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (request.method === 'GET' || request.method === 'HEAD') {
    // The API's reads write the audit trail (opened, downloaded): only the inbox's own pages may ask, never
    // a page of a sibling site. Its HTML pages may be opened from anywhere (the e-mail links to an entry).
    return !request.url.startsWith('/staff/api/') || site === undefined || site === 'same-origin';
  }
  if (site !== undefined && site !== 'same-origin') return false;
  return request.headers.origin === origin;
}
