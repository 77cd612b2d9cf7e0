import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddedReply, CreationOptionsReply, MeReply, NoContent, RequestOptionsReply } from '../api/replies';
import { replies, signInRateLimit } from './authRoutes';
import { ceremonies } from './ceremonies';
import { sessionCookie, setCookie } from './cookies';
import { refuse, signedIn, signedInSession, staffOf, type StaffContext } from './context';
import { addressOf, record, recordPasskeyChange } from './record';

/**
 * The signed-in person's passkeys (issue 53): listed by name, added or removed (never the last) only after a
 * fresh confirmation with one they have (so a copied session cookie can neither add one nor remove the owner's
 * others), and every session ended.
 */
export function registerPasskeyRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const { saveChallenge, registrationOptions, registerNew, verifyAssertion } = ceremonies(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = signInRateLimit;
  /** Whether this session confirmed with a passkey minutes ago (`passkeys/confirm`). */
  const fresh = (secret: string) => staff((open) => open.verifiedRecently(secret, context.now()));

  api.get('/staff/api/me', { schema: replies({ 200: MeReply }) }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const passkeys = await staff((open) => open.passkeysOf(person.id));
    return reply.send({
      email: person.email,
      passkeys: passkeys.map(({ id, authenticator, createdAt, lastUsedAt }) => ({
        id,
        authenticator,
        createdAt,
        lastUsedAt,
      })),
    });
  });

  // Step 1 of adding or removing a passkey: confirm with one the person has (user verification), for this session.
  api.post(
    '/staff/api/passkeys/confirm/options',
    { config, schema: replies({ 200: RequestOptionsReply }) },
    async (request, reply) => {
      const person = await signedIn(context, request, reply);
      if (!person) return reply;
      const passkeys = await staff((open) => open.passkeysOf(person.id));
      const options = await generateAuthenticationOptions({
        rpID: context.rpId,
        userVerification: 'required',
        allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
      });
      await saveChallenge(reply, 'verify', options.challenge, person.id);
      return reply.send(options);
    },
  );

  api.post('/staff/api/passkeys/confirm', { config, schema: replies({ 204: NoContent }) }, async (request, reply) => {
    const session = await signedInSession(context, request, reply);
    if (!session) return reply;
    const checked = await verifyAssertion(request, 'verify');
    if ('refused' in checked || checked.person.id !== session.person.id) {
      const detail = 'refused' in checked ? checked.refused : 'unknown-passkey';
      await record(context, {
        action: 'sign-in-refused',
        staffEmail: session.person.email,
        detail,
        address: addressOf(request),
      });
      return refuse(reply, 'passkeyRefused');
    }
    await staff((open) => open.sessionVerified(session.secret, context.now()));
    return reply.code(204).send();
  });

  // Step 2: the new passkey, only within minutes of that confirmation, in the same session.
  api.post(
    '/staff/api/passkeys/options',
    { config, schema: replies({ 200: CreationOptionsReply }) },
    async (request, reply) => {
      const session = await signedInSession(context, request, reply);
      if (!session) return reply;
      if (!(await fresh(session.secret))) return refuse(reply, 'verifyFirst');
      return reply.send(await registrationOptions(reply, session.person, 'add-passkey'));
    },
  );

  api.post('/staff/api/passkeys/verify', { config, schema: replies({ 201: AddedReply }) }, async (request, reply) => {
    const session = await signedInSession(context, request, reply);
    if (!session) return reply;
    if (!(await fresh(session.secret))) return refuse(reply, 'verifyFirst');
    const passkey = await registerNew(request, session.person, 'add-passkey');
    if (typeof passkey === 'string') return refuse(reply, 'passkeyRefused');
    await recordPasskeyChange(context, session.person, 'added', passkey, addressOf(request));
    return reply.code(201).send({ ok: true });
  });

  api.delete(
    '/staff/api/passkeys/:id',
    { schema: { params: z.object({ id: z.string() }), ...replies({ 204: NoContent }) } },
    async (request, reply) => {
      const session = await signedInSession(context, request, reply);
      if (!session) return reply;
      // Freshness before the lookup: a session that has not just confirmed learns nothing of which ids exist.
      if (!(await fresh(session.secret))) return refuse(reply, 'verifyFirst');
      const { person } = session;
      const passkey = await staff((open) => open.passkey(request.params.id));
      const outcome = await staff((open) => open.removePasskey(person.id, request.params.id));
      if (outcome === 'unknown' || !passkey) return refuse(reply, 'notFound');
      if (outcome === 'last') return refuse(reply, 'lastPasskey');
      await recordPasskeyChange(context, person, 'removed', passkey, addressOf(request));
      return reply.code(204).send();
    },
  );

  api.post('/staff/api/sign-out-everywhere', { schema: replies({ 204: NoContent }) }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    await staff((open) => open.endSessionsOf(person.id));
    await record(context, { action: 'signed-out-everywhere', staffEmail: person.email, address: addressOf(request) });
    setCookie(reply, sessionCookie, '', 0, context.secure);
    return reply.code(204).send();
  });
}
