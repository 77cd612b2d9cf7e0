import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { passkeyName } from '../api/passkeyName';
import { CreationOptionsReply, EmailReply, NoContent, refusals, RequestOptionsReply } from '../api/replies';
import { bodyOf, ceremonies, secondsOf } from './ceremonies';
import { challengeCookie, readCookie, sessionCookie, setCookie } from './cookies';
import { refuse, staffOf, type StaffContext } from './context';
import { addressOf, record, recordPasskeyChange } from './record';
import { sessionMaxMs, type StaffMember } from './store/StaffStore';

const tokenOf = (body: Record<string, unknown>): string => (typeof body.token === 'string' ? body.token : '');

/** Sign-in attempts one client address may make per minute (options and answers counted together). */
const signInAttemptsPerMinute = 20;
export const signInRateLimit = { rateLimit: { max: signInAttemptsPerMinute, timeWindow: 60_000 } };
export const replies = <Ok extends Record<number, ZodType>>(ok: Ok) => ({ response: { ...ok, ...refusals } });

/** Enrolment, sign-in and sign-out: each on the record (record.ts). */
export function registerAuthRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const { saveChallenge, registrationOptions, registerNew, verifyAssertion } = ceremonies(context);

  /** Signs the person in (the session's cookie); the reply then names them. */
  async function startSession(reply: FastifyReply, person: StaffMember): Promise<{ email: string }> {
    const secret = await staff((open) => open.startSession(person.id, context.now()));
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

  api.post('/staff/api/enrol/check', { config, schema: signedInReply }, async (request, reply) => {
    const person = await enrollee(tokenOf(bodyOf(request)), reply);
    return person && reply.send({ email: person.email });
  });

  api.post(
    '/staff/api/enrol/options',
    { config, schema: replies({ 200: CreationOptionsReply }) },
    async (request, reply) => {
      const person = await enrollee(tokenOf(bodyOf(request)), reply);
      return person && reply.send(await registrationOptions(reply, person, 'enrol'));
    },
  );

  api.post('/staff/api/enrol/verify', { config, schema: signedInReply }, async (request, reply) => {
    const token = tokenOf(bodyOf(request));
    const person = await enrollee(token, reply);
    if (!person) return reply;
    // One use only: of two answers racing for the same link, one wins and stores its passkey.
    const useLink = () => staff((open) => open.useEnrolment(token, context.now()));
    const passkey = await registerNew(request, person, 'enrol', useLink);
    if (passkey === 'refused') return refuse(reply, 'passkeyRefused');
    if (passkey === 'stopped') return refuse(reply, 'linkUsed');
    await recordPasskeyChange(context, person, 'enrolled', passkey, addressOf(request));
    return reply.send(await startSession(reply, person));
  });

  api.post(
    '/staff/api/sign-in/options',
    { config, schema: replies({ 200: RequestOptionsReply }) },
    async (_request, reply) => {
      // No address is asked: the passkey names its owner, so the page tells nobody who is staff.
      const options = await generateAuthenticationOptions({ rpID: context.rpId, userVerification: 'required' });
      await saveChallenge(reply, 'sign-in', options.challenge, null);
      return reply.send(options);
    },
  );

  api.post('/staff/api/sign-in/verify', { config, schema: signedInReply }, async (request, reply) => {
    const address = addressOf(request);
    const checked = await verifyAssertion(request, 'sign-in');
    if ('refused' in checked) {
      const staffEmail = checked.person?.email ?? null;
      await record(context, { action: 'sign-in-refused', staffEmail, detail: checked.refused, address });
      return refuse(reply, 'passkeyRefused');
    }
    const { person, passkey } = checked;
    await record(context, { action: 'signed-in', staffEmail: person.email, detail: passkeyName(passkey), address });
    return reply.send(await startSession(reply, person));
  });

  api.post('/staff/api/sign-out', { schema: replies({ 204: NoContent }) }, async (request, reply) => {
    const secret = readCookie(request, sessionCookie, context.secure);
    const person = secret && (await staff((open) => open.session(secret, context.now())));
    if (secret) await staff((open) => open.endSession(secret));
    if (person) await record(context, { action: 'signed-out', staffEmail: person.email, address: addressOf(request) });
    setCookie(reply, sessionCookie, '', 0, context.secure);
    return reply.code(204).send();
  });
}
