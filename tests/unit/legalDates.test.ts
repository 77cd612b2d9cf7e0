/**
 * The "Stand" of the privacy policy and the terms names the day of their last change (issue 30): one date
 * each, in src/content/legal.ts. This test holds a fingerprint of each text as of that date; a change to the
 * text fails it until the date is moved on and the fingerprint below is updated with it.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legalLastUpdated } from '../../src/content/legal';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';

/** The texts as they stood on their date. */
const stamped = {
  privacy: { date: '2026-11-27', fingerprint: '795fa7334d17d6ce' },
  terms: { date: '2026-11-26', fingerprint: 'ae524328e065fdb2' },
} as const;

const fingerprint = (text: 'privacy' | 'terms'): string =>
  createHash('sha256')
    .update(JSON.stringify(locales.map((locale) => allMessages[locale][text])))
    .digest('hex')
    .slice(0, 16);

describe('the date of the legal texts', () => {
  it.each(['privacy', 'terms'] as const)('%s: the text is the one of its date, and the page shows that date', (text) => {
    expect(fingerprint(text), `the ${text} text changed: set its date in src/content/legal.ts to today, then update "stamped" here`).toBe(
      stamped[text].fingerprint,
    );
    expect(legalLastUpdated[text]).toBe(stamped[text].date);
  });
});
