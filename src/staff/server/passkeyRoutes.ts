import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddedReply, CreationOptionsReply, MeReply, NoContent, RequestOptionsReply } from '../api/replies';
import { AssertionRequest, EmptyRequest, RegistrationRequest } from '../api/requests';
import { replies, signInRateLimit } from './authRoutes';
import { ceremonies, secondsOf } from './ceremonies';
import { readCookie, sessionCookie, setCookie, verifiedCookie } from './cookies';
import { refuse, signedIn, signedInSession, staffOf, type StaffContext } from './context';
import { addressOf, audited, passkeyChanged, record } from './record';
import { freshVerificationMs } from './store/StaffStore';

/**
 * The signed-in person's passkeys: listed by name, added or removed (never the last) only after a
 * fresh confirmation with one they have, in the browser that gave it (so a copied session cookie can neither add
 * one nor remove the owner's others, even while the owner is changing theirs), and every session ended.
 */
export function registerPasskeyRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const { saveChallenge, registrationOptions, verifyRegistration, verifyAssertion } = ceremonies(context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = signInRateLimit;
  /**
   * Whether this session confirmed with a passkey minutes ago (`passkeys/confirm`), in this browser: the
   * confirmation's own cookie, which a copy of the session cookie does not carry.
   */
  const fresh = (request: FastifyRequest, secret: string) =>
    staff((open) => open.verifiedRecently(secret, readCookie(request, verifiedCookie, context.secure), context.now()));
  /** A change made: the confirmation is used up, in the store and in the browser. */
  const confirmationUsed = (reply: FastifyReply) => setCookie(reply, verifiedCookie, '', 0, context.secure);

  api.get('/staff/api/me', { schema: replies({ 200: MeReply }) }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const passkeys = await staff((open) => open.passkeysOf(person.id));
    return reply.send({
      email: person.email,
      role: person.role,
      jobs: person.jobs,
      passkeys: passkeys.map(({ id, authenticator, label, createdAt, lastUsedAt }) => ({
        id,
        authenticator,
        label,
        createdAt,
        lastUsedAt,
      })),
    });
  });

  // Step 1 of adding or removing a passkey: confirm with one the person has (user verification), for this
  // session: its challenge is answered in this session only.
  api.post(
    '/staff/api/passkeys/confirm/options',
    { config, schema: { body: EmptyRequest, ...replies({ 200: RequestOptionsReply }) } },
    async (request, reply) => {
      const session = await signedInSession(context, request, reply);
      if (!session) return reply;
      const { person } = session;
      const passkeys = await staff((open) => open.passkeysOf(person.id));
      const options = await generateAuthenticationOptions({
        rpID: context.rpId,
        userVerification: 'required',
        allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
      });
      await saveChallenge(reply, 'verify', options.challenge, person.id, session.secret);
      return reply.send(options);
    },
  );

  const confirmSchema = { body: AssertionRequest, ...replies({ 204: NoContent }) };
  api.post('/staff/api/passkeys/confirm', { config, schema: confirmSchema }, async (request, reply) => {
    const session = await signedInSession(context, request, reply);
    if (!session) return reply;
    const checked = await verifyAssertion(request, request.body.response, 'verify', session.secret);
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
    const proof = await staff((open) => open.sessionVerified(session.secret, context.now()));
    setCookie(reply, verifiedCookie, proof, secondsOf(freshVerificationMs), context.secure);
    return reply.code(204).send();
  });

  // Step 2: the new passkey, only within minutes of that confirmation, in the same session and browser.
  api.post(
    '/staff/api/passkeys/options',
    { config, schema: { body: EmptyRequest, ...replies({ 200: CreationOptionsReply }) } },
    async (request, reply) => {
      const session = await signedInSession(context, request, reply);
      if (!session) return reply;
      if (!(await fresh(request, session.secret))) return refuse(reply, 'verifyFirst');
      return reply.send(await registrationOptions(reply, session.person, 'add-passkey', session.secret));
    },
  );

  const addSchema = { body: RegistrationRequest, ...replies({ 201: AddedReply }) };
  api.post('/staff/api/passkeys/verify', { config, schema: addSchema }, async (request, reply) => {
    const session = await signedInSession(context, request, reply);
    if (!session) return reply;
    if (!(await fresh(request, session.secret))) return refuse(reply, 'verifyFirst');
    const passkey = await verifyRegistration(
      request,
      request.body.response,
      session.person,
      'add-passkey',
      session.secret,
    );
    if (passkey === 'refused') return refuse(reply, 'passkeyRefused');
    // The passkey, its line, its owner's e-mail and the confirmation used up commit together, or none of them.
    await audited(context, async (unit) => {
      await unit.staff.addPasskey(passkey);
      await passkeyChanged(unit, context, session.person, 'added', passkey, addressOf(request));
      await unit.staff.confirmationUsed(session.secret);
    });
    confirmationUsed(reply);
    return reply.code(201).send({ ok: true });
  });

  api.delete(
    '/staff/api/passkeys/:id',
    { schema: { params: z.object({ id: z.string() }), ...replies({ 204: NoContent }) } },
    async (request, reply) => {
      const session = await signedInSession(context, request, reply);
      if (!session) return reply;
      // Freshness before the lookup: a session that has not just confirmed learns nothing of which ids exist.
      if (!(await fresh(request, session.secret))) return refuse(reply, 'verifyFirst');
      const { person } = session;
      const outcome = await audited(context, async (unit) => {
        const passkey = await unit.staff.passkey(request.params.id);
        const removed = await unit.staff.removePasskey(person.id, request.params.id);
        if (removed === 'removed' && passkey) {
          await passkeyChanged(unit, context, person, 'removed', passkey, addressOf(request));
          await unit.staff.confirmationUsed(session.secret);
        }
        return passkey ? removed : 'unknown';
      });
      if (outcome === 'unknown') return refuse(reply, 'notFound');
      if (outcome === 'last') return refuse(reply, 'lastPasskey');
      confirmationUsed(reply);
      return reply.code(204).send();
    },
  );

  const everywhereSchema = { body: EmptyRequest, ...replies({ 204: NoContent }) };
  api.post('/staff/api/sign-out-everywhere', { schema: everywhereSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    await audited(context, async ({ staff: open, audit }) => {
      await open.endSessionsOf(person.id);
      await audit({ action: 'signed-out-everywhere', staffEmail: person.email, address: addressOf(request) });
    });
    setCookie(reply, sessionCookie, '', 0, context.secure);
    return reply.code(204).send();
  });
}
