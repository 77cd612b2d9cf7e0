import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoreAccess } from '../store/StoreGate';
import type { StaffMember, StaffStore } from '../store/StaffStore';
import { readCookie, sessionCookie } from './cookies';

/** What every route of the inbox shares. */
export interface StaffContext {
  store: StoreAccess;
  /** STAFF_ORIGIN: the one origin whose pages may post, and the passkeys' relying party. */
  origin: string;
  rpId: string;
  secure: boolean;
  retentionMonths: number;
  /** The clock (tests move it). */
  now: () => number;
}

/** Refusals the inbox answers with, each a code its page translates. */
export type StaffRefusal =
  | 'signedOut'
  | 'origin'
  | 'notFound'
  | 'linkUnknown'
  | 'linkUsed'
  | 'linkExpired'
  | 'passkeyRefused'
  | 'badRequest'
  | 'unavailable';

const statusOf: Record<StaffRefusal, number> = {
  signedOut: 401,
  origin: 403,
  notFound: 404,
  linkUnknown: 404,
  linkUsed: 410,
  linkExpired: 410,
  passkeyRefused: 401,
  badRequest: 400,
  unavailable: 503,
};

export function refuse(reply: FastifyReply, refusal: StaffRefusal): FastifyReply {
  return reply.code(statusOf[refusal]).type('application/json; charset=utf-8').send({ error: refusal });
}

export const staffOf =
  (context: StaffContext) =>
  <T>(operation: (staff: StaffStore) => Promise<T>): Promise<T> =>
    context.store.run((open) => operation(open.staff));

/** The signed-in person, or undefined (then the reply is sent: 401). */
export async function signedIn(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StaffMember | undefined> {
  const secret = readCookie(request, sessionCookie);
  const staff = secret ? await staffOf(context)((open) => open.session(secret, context.now())) : undefined;
  if (!staff) void refuse(reply, 'signedOut');
  return staff;
}

/**
 * A state-changing request must come from the inbox's own pages: its Origin is STAFF_ORIGIN, and the
 * browser did not call it cross-site. A request without Origin is refused too (browsers send it on every
 * POST and DELETE).
 */
export function isFromInbox(request: FastifyRequest, origin: string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return request.headers.origin === origin;
}
