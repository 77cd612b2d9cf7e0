/**
 * What the enrolment page says when a registration is refused (issue 53), and the account page when adding or
 * removing a passkey is: words a person can act on.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/staff/client/api';
import { addingKeys, errorKey, removingKeys } from '../../src/staff/client/errors';
import { staffI18n } from '../../src/staff/client/i18n';

const enrolKeys = {
  refused: 'enrol.refused',
  cancelled: 'enrol.cancelled',
  securityError: 'enrol.securityError',
  duplicate: 'account.duplicate',
} as const;
const browserError = (name: string) => Object.assign(new Error('refused'), { name });

describe('a refused registration on the enrolment page', () => {
  it('tells cancelled or timed out, a domain the browser refused, and a used or expired link apart', () => {
    expect(errorKey(browserError('NotAllowedError'), enrolKeys)).toBe('enrol.cancelled');
    expect(errorKey(browserError('AbortError'), enrolKeys)).toBe('enrol.cancelled');
    expect(errorKey(browserError('SecurityError'), enrolKeys)).toBe('enrol.securityError');
    expect(errorKey(browserError('InvalidStateError'), enrolKeys)).toBe('account.duplicate');
    expect(errorKey(new ApiError('linkUsed', 410), enrolKeys)).toBe('enrol.linkUsed');
    expect(errorKey(new ApiError('linkExpired', 410), enrolKeys)).toBe('enrol.linkExpired');
    expect(errorKey(new ApiError('passkeyRefused', 401), enrolKeys)).toBe('enrol.refused');
  });

  it('says so in every language, and the browser’s refusal names what the administrator must fix', () => {
    for (const locale of ['en', 'de', 'tr'] as const) {
      const { t } = staffI18n(locale);
      const words = new Set([t('enrol.cancelled'), t('enrol.securityError'), t('enrol.linkUsed'), t('enrol.refused')]);
      expect(words.size, locale).toBe(4);
      expect(t('enrol.securityError'), locale).toContain('https');
    }
  });
});

describe('a passkey added or removed on the account page', () => {
  it('says a cancelled prompt changed nothing, the same for both; a refused confirmation removed nothing', () => {
    for (const keys of [addingKeys, removingKeys]) {
      expect(errorKey(browserError('NotAllowedError'), keys)).toBe('account.cancelled');
      expect(errorKey(browserError('AbortError'), keys)).toBe('account.cancelled');
      expect(errorKey(new ApiError('verifyFirst', 403), keys)).toBe('account.verifyFirst');
    }
    expect(errorKey(new ApiError('passkeyRefused', 401), addingKeys)).toBe('enrol.refused');
    expect(errorKey(new ApiError('passkeyRefused', 401), removingKeys)).toBe('account.removeRefused');
    expect(errorKey(new ApiError('lastPasskey', 409), removingKeys)).toBe('account.lastPasskey');
  });
});
