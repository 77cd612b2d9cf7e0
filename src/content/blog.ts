/** The news section before its first article: categories (all empty), topics and placeholder cards. */
export const blogCategories = ['it', 'energy', 'realEstate', 'hr', 'company'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Articles per category; none are published yet. */
export const blogCategoryCounts: Record<BlogCategory, number> = { it: 0, energy: 0, realEstate: 0, hr: 0, company: 0 };

/** The specification's fixed topic tags (IT, Trading, HR, Innovation, Digital), named in each language. */
export const blogTags = ['it', 'trading', 'hr', 'innovation', 'digital'] as const;
export type BlogTag = (typeof blogTags)[number];

/** Placeholder cards shown until articles exist: their category and reading time. */
export const blogPlaceholders: readonly { category: BlogCategory; readMinutes: number }[] = [
  { category: 'it', readMinutes: 5 },
  { category: 'energy', readMinutes: 5 },
  { category: 'realEstate', readMinutes: 5 },
  { category: 'hr', readMinutes: 5 },
];
