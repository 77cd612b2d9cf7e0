import { ApiError } from './api';
import type { StaffKey } from './i18n';

/** Words for the browser's own refusals of a passkey ceremony; unset ones fall back to the refused words. */
interface CeremonyKeys {
  refused: StaffKey;
  /** The person cancelled, or the device's prompt timed out (NotAllowedError, AbortError). */
  cancelled?: StaffKey;
  /** The browser would not use this address for passkeys (an IP address, http on another host). */
  securityError?: StaffKey;
  /** The device already holds a passkey of this person (InvalidStateError on registration). */
  duplicate?: StaffKey;
  /** The server failed (500): for a change, its transaction was rolled back, so nothing changed. */
  failed?: StaffKey;
}

const refusalKeys: Partial<Record<ApiError['code'], StaffKey>> = {
  unavailable: 'errors.unavailable',
  rateLimited: 'errors.rateLimited',
  badDate: 'errors.badDate',
  decided: 'errors.decided',
  linkUsed: 'enrol.linkUsed',
  linkExpired: 'enrol.linkExpired',
  linkUnknown: 'enrol.linkUnknown',
  verifyFirst: 'account.verifyFirst',
  lastPasskey: 'account.lastPasskey',
  forbidden: 'errors.forbidden',
  lastAdmin: 'errors.lastAdmin',
  badAddress: 'people.badAddress',
  alreadyMember: 'people.alreadyMember',
  unknownOpening: 'people.unknownOpening',
};

/** A passkey added on the account page: the device's passkey prompts, a confirmation and then the new one. */
export const addingKeys: CeremonyKeys = {
  refused: 'enrol.refused',
  cancelled: 'account.cancelled',
  duplicate: 'account.duplicate',
};

/** A passkey removed on the account page: the device's confirmation prompt, then the removal. */
export const removingKeys: CeremonyKeys = { refused: 'account.removeRefused', cancelled: 'account.cancelled' };

/**
 * A change to an entry (handled, status, deletion): the server writes it with its audit line in one
 * transaction, so a failure there changed nothing, and says so. Offline, the answer may have been lost: the
 * general words.
 */
export const changeKeys: CeremonyKeys = { refused: 'errors.failed', failed: 'errors.notChanged' };

/** The words for what went wrong: the server's refusal code, or the browser's WebAuthn error. */
export function errorKey(error: unknown, keys: StaffKey | CeremonyKeys): StaffKey {
  const {
    refused,
    cancelled = 'signIn.cancelled',
    securityError = refused,
    duplicate = refused,
    failed = 'errors.failed',
  } = typeof keys === 'string' ? { refused: keys } : keys;
  if (error instanceof ApiError) {
    if (error.code === 'passkeyRefused') return refused;
    return refusalKeys[error.code] ?? failed;
  }
  if (!(error instanceof Error)) return refused;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') return cancelled;
  if (error.name === 'SecurityError') return securityError;
  if (error.name === 'InvalidStateError') return duplicate;
  return refused;
}
