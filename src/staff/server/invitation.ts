import { accessDetail, defaultAccess, type StaffAccess } from '../api/roles';
import { enrolmentLifetimeMs, type AuditEvent, type StaffMember, type StaffStore } from './store/StaffStore';

/** An address the inbox can send a link to: something@somewhere.tld, no spaces. */
export const looksLikeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Who makes a change to the people: the operator at the command line (no staff member), or an admin in the inbox. */
export interface PeopleChanger {
  staffEmail: string | null;
  address?: string | undefined;
  /** Writes a line of the trail in the change's own transaction. */
  audit: (event: AuditEvent) => Promise<void>;
}

/** A role change on the trail; nothing when the role stayed, or when a new person got the default one. */
export async function roleChanged(
  by: PeopleChanger,
  before: StaffMember | undefined,
  after: StaffMember,
): Promise<void> {
  if (before && accessDetail(before) === accessDetail(after)) return;
  if (!before && accessDetail(after) === accessDetail(defaultAccess)) return;
  await by.audit({
    action: 'role-changed',
    staffEmail: by.staffEmail,
    detail: `${after.email} ${accessDetail(after)}`,
    ...(by.address ? { address: by.address } : {}),
  });
}

/** A new enrolment link, once: the person invited, the link's secret and when it stops working. */
interface Invitation {
  staff: StaffMember;
  token: string;
  expiresAt: number;
}

/**
 * Invites a person, as `npm run staff -- invite` and the people page both do, in the caller's transaction: adds
 * them (with `access`, else as HR) or gives one already there a fresh link and, if named, the role; the trail
 * says whom (never the link) and any change of role. The last admin keeps their role ('lastAdmin').
 */
export async function invitePerson(
  open: StaffStore,
  email: string,
  access: StaffAccess | undefined,
  now: number,
  by: PeopleChanger,
): Promise<Invitation | 'lastAdmin'> {
  const existing = await open.byEmail(email);
  if (existing && access && (await open.setAccess(existing.id, access)) === 'lastAdmin') return 'lastAdmin';
  const invited = await open.invite(email, now, access);
  await by.audit({
    action: 'invited',
    staffEmail: by.staffEmail,
    detail: invited.staff.email,
    ...(by.address ? { address: by.address } : {}),
  });
  await roleChanged(by, existing, invited.staff);
  return { staff: invited.staff, token: invited.token, expiresAt: now + enrolmentLifetimeMs };
}

/**
 * Whether a person already uses the inbox (has a passkey): the people page invites newcomers only, as they add
 * passkeys on their own account page, and a link would let whoever reads that mailbox add one. The operator's
 * command may still send a member a new link (a lost device).
 */
export async function isMember(open: StaffStore, email: string): Promise<boolean> {
  const existing = await open.byEmail(email);
  return existing !== undefined && (await open.passkeysOf(existing.id)).length > 0;
}

/** The enrolment link's address in the inbox. */
export const enrolmentLink = (origin: string, token: string): string => `${origin}/staff/enrol/${token}`;
