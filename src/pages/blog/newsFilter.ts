/**
 * The news list's filters, kept in the URL (`/blog?category=energy&tag=trading&q=solar`) so a filtered view
 * can be shared and survives a reload. Only the site's own categories and tags are read from it.
 */
import { blogCategories, blogTags, type BlogCategory, type BlogTag } from '../../content/blog';
import type { NewsMeta } from '../../content/collections';

export interface NewsFilter {
  category: BlogCategory | null;
  tag: BlogTag | null;
  query: string;
}

export const noFilter: NewsFilter = { category: null, tag: null, query: '' };

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.find((option) => option === value) ?? null;

export function readNewsFilter(search: string): NewsFilter {
  const params = new URLSearchParams(search);
  return {
    category: oneOf(blogCategories, params.get('category')),
    tag: oneOf(blogTags, params.get('tag')),
    query: (params.get('q') ?? '').trim().slice(0, 100),
  };
}

/** The query string of a filter, "" for none: the URL the list replaces its own with. */
export function newsFilterSearch({ category, tag, query }: NewsFilter): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (tag) params.set('tag', tag);
  if (query.trim()) params.set('q', query.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltered(filter: NewsFilter): boolean {
  return newsFilterSearch(filter) !== '';
}

/** Case and accents aside, as a reader types: "Ausbildungsplatze" finds "Ausbildungsplätze". */
function folded(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

export function filterNews(articles: readonly NewsMeta[], filter: NewsFilter, locale: string): NewsMeta[] {
  const words = folded(filter.query, locale).split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (filter.category && article.category !== filter.category) return false;
    if (filter.tag && !article.tags.includes(filter.tag)) return false;
    const text = folded(`${article.title} ${article.summary}`, locale);
    return words.every((word) => text.includes(word));
  });
}

/** How many articles each category has among these: the sidebar's counts. */
export function categoryCounts(articles: readonly NewsMeta[]): Record<BlogCategory, number> {
  const counts = Object.fromEntries(blogCategories.map((category) => [category, 0])) as Record<BlogCategory, number>;
  for (const article of articles) counts[article.category] += 1;
  return counts;
}

/** How many articles carry each topic among these. */
function tagCounts(articles: readonly NewsMeta[]): Record<BlogTag, number> {
  const counts = Object.fromEntries(blogTags.map((tag) => [tag, 0])) as Record<BlogTag, number>;
  for (const article of articles) for (const tag of article.tags) counts[tag] += 1;
  return counts;
}

export interface NewsFacets {
  categories: Record<BlogCategory, number>;
  /** The articles "All categories" would show: the words and the topic applied. */
  categoryTotal: number;
  tags: Record<BlogTag, number>;
  /** The articles "All topics" would show: the words and the category applied. */
  tagTotal: number;
}

/**
 * What each choice would show, in the current search: a category counted with the words and topic applied,
 * a topic with the words and category, so a choice counted 0 shows nothing and is disabled.
 */
export function newsFacets(articles: readonly NewsMeta[], filter: NewsFilter, locale: string): NewsFacets {
  const byCategory = filterNews(articles, { ...filter, category: null }, locale);
  const byTag = filterNews(articles, { ...filter, tag: null }, locale);
  return {
    categories: categoryCounts(byCategory),
    categoryTotal: byCategory.length,
    tags: tagCounts(byTag),
    tagTotal: byTag.length,
  };
}
