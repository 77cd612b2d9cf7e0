/** Dates of the legal texts (ISO). The specification gives both as 30 July 2024. */
export const legalLastUpdated = {
  privacy: '2024-07-30',
  terms: '2024-07-30',
} as const;
