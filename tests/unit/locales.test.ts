import { describe, expect, it } from 'vitest';
import { locales, localizePath, splitLocale } from '../../src/i18n/locales';

describe('language URLs', () => {
  it('keeps English unprefixed and prefixes German and Turkish', () => {
    expect(localizePath('/about', 'en')).toBe('/about');
    expect(localizePath('/about', 'de')).toBe('/de/about');
    expect(localizePath('/', 'tr')).toBe('/tr');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('splits a URL into language and path', () => {
    expect(splitLocale('/de/services/it')).toEqual({ locale: 'de', path: '/services/it' });
    expect(splitLocale('/tr')).toEqual({ locale: 'tr', path: '/' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    // "/en/..." is not a language URL (English has none) and "/deutsch" is not "/de".
    expect(splitLocale('/en/about')).toEqual({ locale: 'en', path: '/en/about' });
    expect(splitLocale('/deutsch')).toEqual({ locale: 'en', path: '/deutsch' });
  });

  it('round-trips every locale', () => {
    for (const locale of locales) {
      for (const path of ['/', '/services/real-estate', '/impressum']) {
        expect(splitLocale(localizePath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});
