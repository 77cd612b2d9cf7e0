import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InviteReply, PeopleReply, RoleReply, type Person } from '../api/people';
import { refusals } from '../api/replies';
import { InviteRequest, RoleRequest } from '../api/requests';
import { accessDetail, normalAccess } from '../api/roles';
import { isAdmin } from './access';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import { openings } from './jobTitles';
import { enrolmentLink, invitePerson, isMember, looksLikeEmail } from './invitation';
import { addressOf, audited } from './record';
import { invitationNotice } from './staffNotices';
import type { StaffMember, StaffStore } from './store/StaffStore';

const personOf = (person: StaffMember, passkeys: number): Person => ({
  id: person.id,
  email: person.email,
  createdAt: person.createdAt,
  role: person.role,
  jobs: person.jobs,
  passkeys,
});

const listed = async (open: StaffStore): Promise<Person[]> =>
  (await open.list()).map((person) => personOf(person, person.passkeys.length));

/** The admin's page of people: who may use the inbox, and each one's role, changed with its line on the trail. */
export function registerPeopleRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/staff/api/people', { schema: { response: { 200: PeopleReply, ...refusals } } }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!isAdmin(person)) return refuse(reply, 'forbidden');
    return reply.send({ people: await staff(listed), openings: openings() });
  });

  const roleSchema = {
    params: z.object({ id: z.string() }),
    body: RoleRequest,
    response: { 200: RoleReply, ...refusals },
  };
  api.post('/staff/api/people/:id/role', { schema: roleSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!isAdmin(person)) return refuse(reply, 'forbidden');
    const access = request.body;
    // The change and its line commit together; the admins are counted in the same transaction.
    const outcome = await audited(context, async ({ staff: open, audit }) => {
      const before = await open.byId(request.params.id);
      if (!before) return 'unknown' as const;
      const same = accessDetail(before) === accessDetail(normalAccess(access));
      if (same) return { person: before, unchanged: true };
      const changed = await open.setAccess(before.id, access);
      if (changed !== 'changed') return changed;
      const after = await open.byId(before.id);
      if (!after) return 'unknown' as const;
      await audit({
        action: 'role-changed',
        staffEmail: person.email,
        detail: `${after.email} ${accessDetail(after)}`,
        address: addressOf(request),
      });
      return { person: after, unchanged: false };
    });
    if (outcome === 'unknown') return refuse(reply, 'notFound');
    if (outcome === 'lastAdmin') return refuse(reply, 'lastAdmin');
    const passkeys = (await staff((open) => open.passkeysOf(outcome.person.id))).length;
    return reply.send({ person: personOf(outcome.person, passkeys), unchanged: outcome.unchanged });
  });

  const inviteSchema = { body: InviteRequest, response: { 200: InviteReply, ...refusals } };
  // An admin invites a colleague as the operator's command does (invitation.ts), and the link goes to them by
  // e-mail in the company's language, queued with the invitation and its lines in one transaction.
  api.post('/staff/api/people/invite', { schema: inviteSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!isAdmin(person)) return refuse(reply, 'forbidden');
    const { email, ...requested } = request.body;
    if (!looksLikeEmail(email)) return refuse(reply, 'badAddress');
    const access = normalAccess(requested);
    if (access.role === 'hiring-manager' && access.jobs.length === 0) return refuse(reply, 'badRequest');
    const published = new Set(openings().map(({ slug }) => slug));
    if (access.jobs.some((slug) => !published.has(slug))) return refuse(reply, 'unknownOpening');
    const by = { staffEmail: person.email, address: addressOf(request) };
    const outcome = await audited(context, async ({ staff: open, audit, notify }) => {
      if (await isMember(open, email)) return 'alreadyMember' as const;
      const invitation = await invitePerson(open, email, access, context.now(), { ...by, audit });
      if (typeof invitation === 'string') return invitation;
      const link = enrolmentLink(context.origin, invitation.token);
      await notify(invitationNotice(context, invitation.staff, person, link, invitation.expiresAt));
      return { person: invitation.staff, link, expiresAt: invitation.expiresAt };
    });
    if (typeof outcome === 'string') return refuse(reply, outcome);
    return reply.send({ person: personOf(outcome.person, 0), link: outcome.link, expiresAt: outcome.expiresAt });
  });
}
