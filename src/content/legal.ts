/**
 * The one date each legal text names as its "Stand": the day of its last change, in ISO form. Change it with
 * the text (privacy.*, terms.* or accessibility.* in the dictionaries); unit/legalDates.test.ts compares it with git's history.
 */
export const legalLastUpdated = {
  privacy: '2026-12-08',
  terms: '2026-11-26',
  /** The accessibility statement (accessibility.* in the dictionaries, and company.accessibility): BFSG, Anlage 3. */
  accessibility: '2026-12-07',
} as const;
