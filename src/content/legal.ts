/**
 * The one date each legal text names as its "Stand": the day of its last change, in ISO form. Change it with
 * the text (privacy.* or terms.* in the dictionaries); unit/legalDates.test.ts compares it with git's history.
 */
export const legalLastUpdated = {
  privacy: '2026-11-27',
  terms: '2026-11-26',
} as const;
