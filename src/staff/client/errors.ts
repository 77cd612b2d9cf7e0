import { ApiError } from './api';
import type { StaffKey } from './i18n';

/** The words for what went wrong: the server's refusal code, or the browser's WebAuthn error. */
export function errorKey(error: unknown, refusedKey: StaffKey): StaffKey {
  if (error instanceof ApiError) {
    if (error.code === 'unavailable') return 'errors.unavailable';
    if (error.code === 'rateLimited') return 'errors.rateLimited';
    if (error.code === 'badDate') return 'errors.badDate';
    if (error.code === 'passkeyRefused') return refusedKey;
    if (error.code === 'linkUsed') return 'enrol.linkUsed';
    if (error.code === 'linkExpired') return 'enrol.linkExpired';
    if (error.code === 'linkUnknown') return 'enrol.linkUnknown';
    return 'errors.failed';
  }
  // The browser's own refusals: the person cancelled, or no passkey matched.
  if (error instanceof Error && error.name === 'NotAllowedError') return 'signIn.cancelled';
  return refusedKey;
}
