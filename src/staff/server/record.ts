import type { FastifyRequest } from 'fastify';
import { passkeyName } from '../api/passkeyName';
import { staffOf, type StaffContext } from './context';
import type { AuditEvent, StaffMember, StoredPasskey } from './store/StaffStore';
import type { StaffNotice } from './store/notices';

/**
 * Writes one line of the audit trail and the same event to the staff listener's log (info), without
 * secrets: no cookie, challenge, link or key, only who, what, which entry or passkey, and the address.
 */
export async function record(context: StaffContext, event: AuditEvent): Promise<void> {
  await staffOf(context)((open) => open.audit(event, context.now()));
  const { action, staffEmail, submissionId, kind, detail, address } = event;
  context.log.info({ event: action, staff: staffEmail, submissionId, kind, detail, address }, 'staff audit');
}

/** The client's address as the trail records it (behind a trusted proxy, the forwarded one). */
export const addressOf = (request: FastifyRequest): string => request.ip;

const when = (ms: number): string => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** The e-mail telling a person that a passkey was added to or removed from their account: no secret in it. */
function passkeyNotice(
  context: StaffContext,
  person: StaffMember,
  change: 'added' | 'removed',
  passkey: Pick<StoredPasskey, 'id' | 'authenticator'>,
  address: string,
): StaffNotice {
  const name = passkeyName(passkey, 'Passkey');
  return {
    to: person.email,
    subject: `Staff inbox: a passkey was ${change} (${name})`,
    body: [
      `A passkey was ${change} ${change === 'added' ? 'to' : 'from'} your account in the staff inbox (${context.origin}/staff/):`,
      '',
      `  ${name}, ${when(context.now())}, from ${address}`,
      '',
      'If that was you, nothing needs doing.',
      `If not: open ${context.origin}/staff/account, remove passkeys you do not know and choose "Sign out everywhere", then tell the administrator.`,
    ].join('\n'),
  };
}

/** Audits a passkey added or removed and queues the e-mail telling its owner. */
export async function recordPasskeyChange(
  context: StaffContext,
  person: StaffMember,
  change: 'added' | 'removed' | 'enrolled',
  passkey: Pick<StoredPasskey, 'id' | 'authenticator'>,
  address: string,
): Promise<void> {
  const action = change === 'enrolled' ? 'enrolled' : change === 'added' ? 'passkey-added' : 'passkey-removed';
  await record(context, { action, staffEmail: person.email, detail: passkeyName(passkey), address });
  if (change === 'enrolled') return;
  const notice = passkeyNotice(context, person, change, passkey, address);
  await staffOf(context)((open) => open.notices.add(notice, context.now()));
  context.noticesQueued();
}
