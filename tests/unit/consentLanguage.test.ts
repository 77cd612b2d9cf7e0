import { describe, expect, it } from 'vitest';
import { bannerSpeaksPage, consentLanguage } from '../../src/i18n/consent/language';
import { asConsentChoice } from '../../src/state/consentChoice';

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

describe('the banner at first paint (the pre-paint script decides with these)', () => {
  it('shows on German and Turkish pages whatever the browser speaks', () => {
    expect(bannerSpeaksPage('de', ['fr-FR'])).toBe(true);
    expect(bannerSpeaksPage('tr', [])).toBe(true);
  });

  it('shows on English pages only when the browser will get the banner in English', () => {
    expect(bannerSpeaksPage('en', [])).toBe(true);
    expect(bannerSpeaksPage('en', ['en-US', 'de'])).toBe(true);
    expect(bannerSpeaksPage('en', ['sv', 'fi'])).toBe(true);
    expect(bannerSpeaksPage('en', ['sv', 'DE-at', 'en'])).toBe(false);
    expect(bannerSpeaksPage('en', ['tr'])).toBe(false);
  });

  it('counts only the two answers as a stored choice', () => {
    expect(asConsentChoice('accepted')).toBe('accepted');
    expect(asConsentChoice('declined')).toBe('declined');
    for (const other of [null, '', 'maybe', 'Accepted']) expect(asConsentChoice(other)).toBeNull();
  });
});
