import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { company } from '../../content/company';
import {
  AddedReply,
  CreationOptionsReply,
  EmailReply,
  MeReply,
  NoContent,
  refusals,
  RequestOptionsReply,
} from '../api/replies';
import { challengeLifetimeMs, sessionMaxMs, type StaffMember } from './store/StaffStore';
import { challengeCookie, readCookie, sessionCookie, setCookie } from './cookies';
import { refuse, signedIn, staffOf, type StaffContext } from './context';

type Purpose = 'sign-in' | 'enrol' | 'add-passkey';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const bodyOf = (request: FastifyRequest): Record<string, unknown> => (isObject(request.body) ? request.body : {});
const tokenOf = (request: FastifyRequest): string => {
  const token = bodyOf(request).token;
  return typeof token === 'string' ? token : '';
};

/** Sign-in attempts one client address may make per minute (options and answers counted together). */
const signInAttemptsPerMinute = 20;

export function registerAuthRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const secondsOf = (ms: number) => Math.floor(ms / 1000);

  /** Signs the person in (the session's cookie); the reply then names them. */
  async function startSession(reply: FastifyReply, person: StaffMember): Promise<{ email: string }> {
    const secret = await staff((open) => open.startSession(person.id, context.now()));
    setCookie(reply, sessionCookie, secret, secondsOf(sessionMaxMs), context.secure);
    setCookie(reply, challengeCookie, '', 0, context.secure);
    return { email: person.email };
  }

  async function saveChallenge(
    reply: FastifyReply,
    purpose: Purpose,
    challenge: string,
    staffId: string | null,
  ): Promise<void> {
    const id = await staff((open) => open.saveChallenge({ purpose, challenge, staffId }, context.now()));
    setCookie(reply, challengeCookie, id, secondsOf(challengeLifetimeMs), context.secure);
  }

  const takeChallenge = (request: FastifyRequest, purpose: Purpose) => {
    const id = readCookie(request, challengeCookie, context.secure);
    return id ? staff((open) => open.takeChallenge(id, purpose, context.now())) : Promise.resolve(undefined);
  };

  async function registrationOptions(reply: FastifyReply, person: StaffMember, purpose: Purpose) {
    const existing = await staff((open) => open.passkeysOf(person.id));
    const options = await generateRegistrationOptions({
      rpName: `${company.name} inbox`,
      rpID: context.rpId,
      userName: person.email,
      userID: new TextEncoder().encode(person.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await saveChallenge(reply, purpose, options.challenge, person.id);
    return options;
  }

  /** Verifies a new passkey's registration; undefined when it does not verify. */
  async function verifyNew(request: FastifyRequest, person: StaffMember, purpose: Purpose) {
    const challenge = await takeChallenge(request, purpose);
    const response = bodyOf(request).response as RegistrationResponseJSON | undefined;
    if (!challenge || challenge.staffId !== person.id || !isObject(response)) return undefined;
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: context.origin,
      expectedRPID: context.rpId,
      requireUserVerification: true,
    }).catch(() => undefined);
    return result?.verified ? result.registrationInfo.credential : undefined;
  }

  const store = (person: StaffMember, credential: WebAuthnCredential) =>
    staff((open) =>
      open.addPasskey({
        id: credential.id,
        staffId: person.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        createdAt: context.now(),
      }),
    );

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
  const config = { rateLimit: { max: signInAttemptsPerMinute, timeWindow: 60_000 } };
  const replies = <Ok extends Record<number, ZodType>>(ok: Ok) => ({ response: { ...ok, ...refusals } });
  const signedInReply = replies({ 200: EmailReply });

  api.post('/staff/api/enrol/check', { config, schema: signedInReply }, async (request, reply) => {
    const person = await enrollee(tokenOf(request), reply);
    return person && reply.send({ email: person.email });
  });

  api.post(
    '/staff/api/enrol/options',
    { config, schema: replies({ 200: CreationOptionsReply }) },
    async (request, reply) => {
      const person = await enrollee(tokenOf(request), reply);
      return person && reply.send(await registrationOptions(reply, person, 'enrol'));
    },
  );

  api.post('/staff/api/enrol/verify', { config, schema: signedInReply }, async (request, reply) => {
    const token = tokenOf(request);
    const person = await enrollee(token, reply);
    if (!person) return reply;
    const credential = await verifyNew(request, person, 'enrol');
    if (!credential) return refuse(reply, 'passkeyRefused');
    // One use only: of two answers racing for the same link, one wins and stores its passkey.
    if (!(await staff((open) => open.useEnrolment(token, context.now())))) return refuse(reply, 'linkUsed');
    await store(person, credential);
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
    const challenge = await takeChallenge(request, 'sign-in');
    const response = bodyOf(request).response as AuthenticationResponseJSON | undefined;
    const passkey =
      isObject(response) && typeof response.id === 'string'
        ? await staff((open) => open.passkey(response.id))
        : undefined;
    const person = passkey && (await staff((open) => open.byId(passkey.staffId)));
    if (!challenge || !response || !passkey || !person) return refuse(reply, 'passkeyRefused');
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: context.origin,
      expectedRPID: context.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!result?.verified) return refuse(reply, 'passkeyRefused');
    await staff((open) => open.passkeyUsed(passkey.id, result.authenticationInfo.newCounter, context.now()));
    return reply.send(await startSession(reply, person));
  });

  api.post('/staff/api/sign-out', { schema: replies({ 204: NoContent }) }, async (request, reply) => {
    const secret = readCookie(request, sessionCookie, context.secure);
    if (secret) await staff((open) => open.endSession(secret));
    setCookie(reply, sessionCookie, '', 0, context.secure);
    return reply.code(204).send();
  });

  api.get('/staff/api/me', { schema: replies({ 200: MeReply }) }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const passkeys = await staff((open) => open.passkeysOf(person.id));
    return reply.send({
      email: person.email,
      passkeys: passkeys.map(({ createdAt, lastUsedAt }) => ({ createdAt, lastUsedAt })),
    });
  });

  api.post(
    '/staff/api/passkeys/options',
    { schema: replies({ 200: CreationOptionsReply }) },
    async (request, reply) => {
      const person = await signedIn(context, request, reply);
      return person && reply.send(await registrationOptions(reply, person, 'add-passkey'));
    },
  );

  api.post('/staff/api/passkeys/verify', { schema: replies({ 201: AddedReply }) }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const credential = await verifyNew(request, person, 'add-passkey');
    if (!credential) return refuse(reply, 'passkeyRefused');
    await store(person, credential);
    return reply.code(201).send({ ok: true });
  });
}
