/**
 * The "Stand" of the privacy policy, the terms and the accessibility statement names the day of their last change:
 * one date each, in src/content/legal.ts. This test holds a fingerprint of each text as of that
 * date; a change to the text fails it until the date is moved on and the fingerprint below is updated with it. The
 * accessibility statement's text includes its facts (company.ts `accessibility`: whether the BFSG applies, the
 * market surveillance authority), so filling one in also moves its date.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { legalLastUpdated } from '../../src/content/legal';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';

type LegalText = keyof typeof legalLastUpdated;

/** The texts as they stood on their date. */
const stamped: Record<LegalText, { date: string; fingerprint: string }> = {
  privacy: { date: '2026-12-08', fingerprint: 'd74331ef9c6a501a' },
  terms: { date: '2026-11-26', fingerprint: 'ae524328e065fdb2' },
  accessibility: { date: '2026-12-07', fingerprint: 'f18a485f42dab5aa' },
};

/** What each text says: its words in every language, and for the statement the facts it shows. */
const content = (text: LegalText): unknown[] => {
  const words = locales.map((locale) => allMessages[locale][text]);
  return text === 'accessibility' ? [...words, company.accessibility] : words;
};

const fingerprint = (text: LegalText): string =>
  createHash('sha256')
    .update(JSON.stringify(content(text)))
    .digest('hex')
    .slice(0, 16);

describe('the date of the legal texts', () => {
  it.each(Object.keys(stamped) as LegalText[])(
    '%s: the text is the one of its date, and the page shows that date',
    (text) => {
      expect(
        fingerprint(text),
        `the ${text} text changed: set its date in src/content/legal.ts to today, then update "stamped" here`,
      ).toBe(stamped[text].fingerprint);
      expect(legalLastUpdated[text]).toBe(stamped[text].date);
    },
  );
});
