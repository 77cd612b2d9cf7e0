import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { company } from '../../content/company';
import type { SignInRefusalReason } from '../api/replies';
import { authenticatorName } from './authenticators';
import { challengeCookie, readCookie, setCookie } from './cookies';
import { staffOf, type StaffContext } from './context';
import { challengeLifetimeMs, secretHash, type StaffMember, type StoredPasskey } from './store/StaffStore';

/** What a challenge was asked for: each is answered for that purpose only. */
type Purpose = 'sign-in' | 'enrol' | 'verify' | 'add-passkey';

export const secondsOf = (ms: number): number => Math.floor(ms / 1000);

/** An assertion checked: the passkey and its owner, or why it was refused (the trail records it). */
type Assertion =
  { passkey: StoredPasskey; person: StaffMember } | { refused: SignInRefusalReason; person?: StaffMember | undefined };

/**
 * The WebAuthn ceremonies of the inbox, each challenge kept server-side and named by a short-lived cookie. A
 * signed-in person's ceremony (a confirmation, a passkey added) passes its session's cookie value (`session`):
 * its challenge is then answered in that session only.
 */
export function ceremonies(context: StaffContext) {
  const staff = staffOf(context);

  async function saveChallenge(
    reply: FastifyReply,
    purpose: Purpose,
    challenge: string,
    staffId: string | null,
    session?: string,
  ) {
    const id = await staff((open) => open.saveChallenge({ purpose, challenge, staffId, session }, context.now()));
    setCookie(reply, challengeCookie, id, secondsOf(challengeLifetimeMs), context.secure);
  }

  /** The challenge this browser holds, for this purpose and, when it was asked for in one, this session. */
  const takeChallenge = async (request: FastifyRequest, purpose: Purpose, session: string | undefined) => {
    const id = readCookie(request, challengeCookie, context.secure);
    const challenge = id && (await staff((open) => open.takeChallenge(id, purpose, context.now())));
    if (!challenge) return undefined;
    return challenge.sessionHash === (session === undefined ? null : secretHash(session)) ? challenge : undefined;
  };

  async function registrationOptions(reply: FastifyReply, person: StaffMember, purpose: Purpose, session?: string) {
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
    await saveChallenge(reply, purpose, options.challenge, person.id, session);
    return options;
  }

  /**
   * Verifies a new passkey of the person against its challenge: the passkey to store (in the route's
   * transaction, with its audit line), or 'refused' when its registration does not verify.
   */
  async function verifyRegistration(
    request: FastifyRequest,
    response: RegistrationResponseJSON,
    person: StaffMember,
    purpose: Purpose,
    session?: string,
  ): Promise<StoredPasskey | 'refused'> {
    const challenge = await takeChallenge(request, purpose, session);
    if (!challenge || challenge.staffId !== person.id) return 'refused';
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: context.origin,
      expectedRPID: context.rpId,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!result?.verified) return 'refused';
    const { credential, aaguid } = result.registrationInfo;
    return {
      id: credential.id,
      staffId: person.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      authenticator: authenticatorName(aaguid),
      label: null,
      createdAt: context.now(),
      lastUsedAt: null,
    };
  }

  /** Checks an assertion (user verified) against its challenge and the stored passkey, and counts its use. */
  async function verifyAssertion(
    request: FastifyRequest,
    response: AuthenticationResponseJSON,
    purpose: Purpose,
    session?: string,
  ): Promise<Assertion> {
    const challenge = await takeChallenge(request, purpose, session);
    const passkey = await staff((open) => open.passkey(response.id));
    const person = passkey && (await staff((open) => open.byId(passkey.staffId)));
    if (!passkey || !person) return { refused: 'unknown-passkey' };
    if (!challenge || (challenge.staffId !== null && challenge.staffId !== person.id))
      return { refused: 'no-challenge', person };
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
    if (!result?.verified) return { refused: 'not-verified', person };
    await staff((open) => open.passkeyUsed(passkey.id, result.authenticationInfo.newCounter, context.now()));
    return { passkey, person };
  }

  return { saveChallenge, registrationOptions, verifyRegistration, verifyAssertion };
}
