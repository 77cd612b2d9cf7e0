/**
 * The shapes of the content collections' index and the key of an entry's body: shared by the site
 * (index.ts) and the build's plugin (build/collections/plugin.ts), which cannot import the virtual module.
 */
import type { Locale } from '../../i18n/locales';
import type { BlogCategory } from '../blog';
import type { JobFrontMatter, NewsFrontMatter } from './schemas';

export type CollectionName = 'news' | 'jobs';

/** One article in one language, as lists, heads, feeds and the sitemap show it. */
export interface NewsMeta extends Omit<NewsFrontMatter, 'draft' | 'category'> {
  slug: string;
  category: BlogCategory;
  /** The day in the language's format ("27 November 2026"), formatted at build time. */
  dateText: string;
  /** The last change: `updated`, or the publication day. */
  modified: string;
  /** Publication and last change as instants (noon in Potsdam, with its offset: build/collections/potsdamNoon.ts). */
  publishedAt: string;
  modifiedAt: string;
  readMinutes: number;
}

/** A job opening's words formatted at build time (build/collections/jobText.ts): no Intl in the browser. */
export interface JobTexts {
  /** The pay range in the language's format: "€42,000 – €52,000", "42.000–52.000 €". */
  payRange: string;
  datePostedText: string;
  validThroughText: string;
}

/** One open position in one language. */
export interface JobMeta extends Omit<JobFrontMatter, 'draft'>, JobTexts {
  slug: string;
  readMinutes: number;
}

export interface CollectionIndex {
  news: Record<Locale, readonly NewsMeta[]>;
  jobs: Record<Locale, readonly JobMeta[]>;
}

export interface MetaOf {
  news: NewsMeta;
  jobs: JobMeta;
}

/** The key of an entry's body in one language: "news/solar-park/de". */
export function bodyKey(collection: CollectionName, slug: string, locale: Locale): string {
  return `${collection}/${slug}/${locale}`;
}
