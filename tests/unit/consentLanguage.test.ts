import { describe, expect, it } from 'vitest';
import { consentLanguage } from '../../src/i18n/consent/language';

describe('the cookie banner language', () => {
  it('follows a language named in the URL', () => {
    expect(consentLanguage('de', true, ['fr-FR'])).toBe('de');
    expect(consentLanguage('tr', true, ['ja'])).toBe('tr');
  });

  it('on unprefixed pages takes the first browser language it speaks', () => {
    expect(consentLanguage('en', false, ['sv-SE', 'fr-CA', 'en'])).toBe('fr');
    expect(consentLanguage('en', false, ['ar-EG'])).toBe('ar');
    expect(consentLanguage('en', false, ['zh-Hans-CN'])).toBe('zh');
  });

  it('falls back to English', () => {
    expect(consentLanguage('en', false, ['sv', 'fi'])).toBe('en');
    expect(consentLanguage('en', false, [])).toBe('en');
  });
});
