import type { FastifyRequest } from 'fastify';
import { passkeyName } from '../api/passkeyName';
import { inOneTransaction, staffOf, type InboxUnit, type StaffContext } from './context';
import { passkeyNotice } from './staffNotices';
import type { AuditEvent, StaffMember, StoredPasskey } from './store/StaffStore';
import type { StaffNotice } from './store/notices';

/** The event on the staff listener's log (info), without secrets: who, what, which entry or passkey, the address. */
function logged(context: StaffContext, event: AuditEvent): void {
  const { action, staffEmail, submissionId, kind, detail, address } = event;
  context.log.info({ event: action, staff: staffEmail, submissionId, kind, detail, address }, 'staff audit');
}

/**
 * Writes one line of the audit trail for what changed nothing else (an entry opened, a refused sign-in), then
 * logs it. No cookie, challenge, link or key goes into either.
 */
export async function record(context: StaffContext, event: AuditEvent): Promise<void> {
  await staffOf(context)((open) => open.audit(event, context.now()));
  logged(context, event);
}

/** What an audited action does in its transaction: its changes, its audit lines and the notices it queues. */
export interface AuditedUnit extends InboxUnit {
  audit: (event: AuditEvent) => Promise<void>;
  notify: (notice: StaffNotice) => Promise<void>;
}

/**
 * An action and its audit lines in one transaction (context.ts `inOneTransaction`): the change, its lines and
 * the notices it queues commit together, or none do; a failed line undoes the change. The lines reach the
 * log, and the notices the mailer, only once committed.
 */
export async function audited<T>(context: StaffContext, work: (unit: AuditedUnit) => Promise<T>): Promise<T> {
  let events: AuditEvent[] = [];
  let notices = 0;
  const result = await inOneTransaction(context, async (unit) => {
    // A unit the gate runs again (another process held the lock) starts afresh.
    events = [];
    notices = 0;
    return work({
      ...unit,
      audit: async (event) => {
        await unit.staff.audit(event, context.now());
        events.push(event);
      },
      notify: async (notice) => {
        await unit.staff.notices.add(notice, context.now());
        notices += 1;
      },
    });
  });
  for (const event of events) logged(context, event);
  if (notices > 0) context.noticesQueued();
  return result;
}

/** The client's address as the trail records it (behind a trusted proxy, the forwarded one). */
export const addressOf = (request: FastifyRequest): string => request.ip;

/**
 * In the change's own transaction: audits a passkey added or removed, and queues the e-mail telling its owner;
 * a passkey enrolled with a link is e-mailed too when the person had one before (a second invitation).
 */
export async function passkeyChanged(
  unit: AuditedUnit,
  context: StaffContext,
  person: StaffMember,
  change: 'added' | 'removed' | 'enrolled',
  passkey: Pick<StoredPasskey, 'id' | 'authenticator' | 'label'>,
  address: string,
): Promise<void> {
  const action = change === 'enrolled' ? 'enrolled' : change === 'added' ? 'passkey-added' : 'passkey-removed';
  await unit.audit({ action, staffEmail: person.email, detail: passkeyName(passkey), address });
  const another =
    change === 'enrolled' && (await unit.staff.passkeysOf(person.id)).some((known) => known.id !== passkey.id);
  if (change !== 'enrolled' || another) await unit.notify(passkeyNotice(context, person, change, passkey, address));
}
