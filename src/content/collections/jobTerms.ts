/**
 * The fixed words of a job opening's front matter, apart from its schema (schemas.ts) so the editor's preview
 * reads them without loading zod.
 */

/** schema.org's employment types, as Google for Jobs reads them. */
export const employmentTypes = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const;
export const salaryUnits = ['YEAR', 'MONTH', 'HOUR'] as const;
