/**
 * Issue 45: on a phone, a long German compound in the hero broke mid-word without a hyphen
 * ("UNTERNEHMENSDIENSTLEISTUN / GEN"). The Chromium here, like some browsers, has no German hyphenation
 * dictionary, so `hyphens: auto` cannot help: a word too long for a 390 px line carries soft hyphens
 * (U+00AD) in the dictionary, and each piece between them fits.
 */
import { describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';

const softHyphen = '\u00ad';

/**
 * The longest piece (letters between spaces, hyphens and soft hyphens) that fits one line at 390 px: the
 * eyebrow (0.85rem capitals, letter-spaced, beside the tour and pause buttons) has about 250 px, 24 capitals
 * (measured: "UNTERNEHMENSDIENSTLEISTUN" was cut at 25); the heading about 19 letters at its size.
 */
const fits = { 'home.eyebrow': 18, 'home.heading': 16 } as const;

function pieces(text: string): string[] {
  return text.split(/[\s\-–/]+/).flatMap((word) => word.split(softHyphen));
}

describe.each(locales)('the %s hero on a phone', (locale) => {
  const home = allMessages[locale].home;
  const texts = { 'home.eyebrow': home.eyebrow, 'home.heading': home.heading };

  it.each(Object.entries(fits))(
    '%s: every word fits a line, or breaks at its soft hyphens into pieces that do',
    (key, longest) => {
      const tooLong = pieces(texts[key as keyof typeof texts]).filter((piece) => piece.length > longest);
      expect(tooLong).toEqual([]);
    },
  );

  it('the soft hyphens stand between letters only', () => {
    for (const text of Object.values(texts)) expect(text).not.toMatch(/(^|[^\p{L}])\u00ad|\u00ad([^\p{L}]|$)/u);
  });
});
