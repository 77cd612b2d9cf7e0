import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { passkeyName } from '../api/passkeyName';
import { CreationOptionsReply, EmailReply, NoContent, refusals, RequestOptionsReply } from '../api/replies';
import { AssertionRequest, EmptyRequest, EnrolmentRequest, EnrolRequest } from '../api/requests';
import { ceremonies, secondsOf } from './ceremonies';
import { challengeCookie, readCookie, sessionCookie, setCookie } from './cookies';
import { refuse, staffOf, type StaffContext } from './context';
import { addressOf, audited, passkeyChanged, record } from './record';
import { sessionMaxMs, type StaffMember } from './store/StaffStore';

/**
 * Requests one client address may make per minute to the sign-in, enrolment and passkey confirmation routes,
 * all of them counted together (one group, one count): options and answers alike.
 */
const signInAttemptsPerMinute = 20;
export const signInRateLimit = {
  rateLimit: { max: signInAttemptsPerMinute, timeWindow: 60_000, groupId: 'staff-sign-in' },
};
export const replies = <Ok extends Record<number, ZodType>>(ok: Ok) => ({ response: { ...ok, ...refusals } });

/** Enrolment, sign-in and sign-out: each on the record (record.ts). */
export function registerAuthRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const { saveChallenge, registrationOptions, verifyRegistration, verifyAssertion } = ceremonies(context);

  /** The session's cookie for a session started (and committed with its line); the reply then names the person. */
  function sessionStarted(reply: FastifyReply, person: StaffMember, secret: string): { email: string } {
    setCookie(reply, sessionCookie, secret, secondsOf(sessionMaxMs), context.secure);
    setCookie(reply, challengeCookie, '', 0, context.secure);
    return { email: person.email };
  }

  /** The person an enrolment link is for, or the reply's refusal. */
  async function enrollee(token: string, reply: FastifyReply): Promise<StaffMember | undefined> {
    const state = await staff((open) => open.enrolment(token, context.now()));
    if ('staff' in state) return state.staff;
    void refuse(
      reply,
      state.refused === 'used' ? 'linkUsed' : state.refused === 'expired' ? 'linkExpired' : 'linkUnknown',
    );
    return undefined;
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = signInRateLimit;
  const signedInReply = replies({ 200: EmailReply });

  api.post(
    '/staff/api/enrol/check',
    { config, schema: { body: EnrolmentRequest, ...signedInReply } },
    async (request, reply) => {
      const person = await enrollee(request.body.token, reply);
      return person && reply.send({ email: person.email });
    },
  );

  api.post(
    '/staff/api/enrol/options',
    { config, schema: { body: EnrolmentRequest, ...replies({ 200: CreationOptionsReply }) } },
    async (request, reply) => {
      const person = await enrollee(request.body.token, reply);
      return person && reply.send(await registrationOptions(reply, person, 'enrol'));
    },
  );

  api.post(
    '/staff/api/enrol/verify',
    { config, schema: { body: EnrolRequest, ...signedInReply } },
    async (request, reply) => {
      const { token, response } = request.body;
      const person = await enrollee(token, reply);
      if (!person) return reply;
      const passkey = await verifyRegistration(request, response, person, 'enrol');
      if (passkey === 'refused') return refuse(reply, 'passkeyRefused');
      // One use only: of two answers racing for the same link, one uses it up and stores its passkey, with its
      // line and the session, in one transaction.
      const secret = await audited(context, async (unit) => {
        if (!(await unit.staff.useEnrolment(token, context.now()))) return undefined;
        await unit.staff.addPasskey(passkey);
        await passkeyChanged(unit, context, person, 'enrolled', passkey, addressOf(request));
        return unit.staff.startSession(person.id, context.now());
      });
      if (!secret) return refuse(reply, 'linkUsed');
      return reply.send(sessionStarted(reply, person, secret));
    },
  );

  api.post(
    '/staff/api/sign-in/options',
    { config, schema: { body: EmptyRequest, ...replies({ 200: RequestOptionsReply }) } },
    async (_request, reply) => {
      // No address is asked: the passkey names its owner, so the page tells nobody who is staff.
      const options = await generateAuthenticationOptions({ rpID: context.rpId, userVerification: 'required' });
      await saveChallenge(reply, 'sign-in', options.challenge, null);
      return reply.send(options);
    },
  );

  const signInSchema = { body: AssertionRequest, ...signedInReply };
  api.post('/staff/api/sign-in/verify', { config, schema: signInSchema }, async (request, reply) => {
    const address = addressOf(request);
    const checked = await verifyAssertion(request, request.body.response, 'sign-in');
    if ('refused' in checked) {
      const staffEmail = checked.person?.email ?? null;
      await record(context, { action: 'sign-in-refused', staffEmail, detail: checked.refused, address });
      return refuse(reply, 'passkeyRefused');
    }
    const { person, passkey } = checked;
    const secret = await audited(context, async ({ staff: open, audit }) => {
      await audit({ action: 'signed-in', staffEmail: person.email, detail: passkeyName(passkey), address });
      return open.startSession(person.id, context.now());
    });
    return reply.send(sessionStarted(reply, person, secret));
  });

  api.post(
    '/staff/api/sign-out',
    { schema: { body: EmptyRequest, ...replies({ 204: NoContent }) } },
    async (request, reply) => {
      const secret = readCookie(request, sessionCookie, context.secure);
      const person = secret && (await staff((open) => open.session(secret, context.now())));
      if (secret)
        await audited(context, async ({ staff: open, audit }) => {
          await open.endSession(secret);
          if (person) await audit({ action: 'signed-out', staffEmail: person.email, address: addressOf(request) });
        });
      setCookie(reply, sessionCookie, '', 0, context.secure);
      return reply.code(204).send();
    },
  );
}
