/** The news section before its first article: categories (all empty), topics and placeholder cards. */
export const blogCategories = ['it', 'energy', 'realEstate', 'hr', 'company'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Articles per category; none are published yet. */
export const blogCategoryCounts: Record<BlogCategory, number> = { it: 0, energy: 0, realEstate: 0, hr: 0, company: 0 };

/** Topic tags as the specification fixes them (proper names, the same in every language). */
export const blogTags = ['IT', 'Trading', 'HR', 'Innovation', 'Digital'] as const;

/** Placeholder cards shown until articles exist: their category and reading time. */
export const blogPlaceholders: readonly { category: BlogCategory; readMinutes: number }[] = [
  { category: 'it', readMinutes: 5 },
  { category: 'energy', readMinutes: 5 },
  { category: 'realEstate', readMinutes: 5 },
  { category: 'hr', readMinutes: 5 },
];
