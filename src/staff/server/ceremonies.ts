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
import { challengeLifetimeMs, type StaffMember, type StoredPasskey } from './store/StaffStore';

/** What a challenge was asked for: each is answered for that purpose only. */
type Purpose = 'sign-in' | 'enrol' | 'verify' | 'add-passkey';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  isObject(request.body) ? request.body : {};
export const secondsOf = (ms: number): number => Math.floor(ms / 1000);

/** An assertion checked: the passkey and its owner, or why it was refused (the trail records it). */
type Assertion =
  { passkey: StoredPasskey; person: StaffMember } | { refused: SignInRefusalReason; person?: StaffMember | undefined };

/** The WebAuthn ceremonies of the inbox, each challenge kept server-side and named by a short-lived cookie. */
export function ceremonies(context: StaffContext) {
  const staff = staffOf(context);

  async function saveChallenge(reply: FastifyReply, purpose: Purpose, challenge: string, staffId: string | null) {
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

  /** Verifies and stores a new passkey of the person; undefined when its registration does not verify. */
  async function registerNew(
    request: FastifyRequest,
    person: StaffMember,
    purpose: Purpose,
    beforeStoring: () => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<StoredPasskey | 'refused' | 'stopped'> {
    const challenge = await takeChallenge(request, purpose);
    const response = bodyOf(request).response as RegistrationResponseJSON | undefined;
    if (!challenge || challenge.staffId !== person.id || !isObject(response)) return 'refused';
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: context.origin,
      expectedRPID: context.rpId,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!result?.verified) return 'refused';
    if (!(await beforeStoring())) return 'stopped';
    const { credential, aaguid } = result.registrationInfo;
    const passkey: StoredPasskey = {
      id: credential.id,
      staffId: person.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      authenticator: authenticatorName(aaguid),
      createdAt: context.now(),
      lastUsedAt: null,
    };
    await staff((open) => open.addPasskey(passkey));
    return passkey;
  }

  /** Checks an assertion (user verified) against its challenge and the stored passkey, and counts its use. */
  async function verifyAssertion(request: FastifyRequest, purpose: Purpose): Promise<Assertion> {
    const challenge = await takeChallenge(request, purpose);
    const response = bodyOf(request).response as AuthenticationResponseJSON | undefined;
    const passkey =
      isObject(response) && typeof response.id === 'string'
        ? await staff((open) => open.passkey(response.id))
        : undefined;
    const person = passkey && (await staff((open) => open.byId(passkey.staffId)));
    if (!passkey || !person || !response) return { refused: 'unknown-passkey' };
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

  return { saveChallenge, registrationOptions, registerNew, verifyAssertion };
}
