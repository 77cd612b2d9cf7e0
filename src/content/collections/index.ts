/**
 * The published news articles and job openings, as the build read them from the Markdown files
 * (build/collections/loader.ts, served as ./published.ts by the Vite plugin build/collections/plugin.ts). The index (each
 * entry's front matter, per language) is small and comes with the route table; an entry's body is its own
 * chunk of prebuilt HTML, loaded by the page that shows it (routes/entryBody.ts). No Markdown parser runs
 * in the browser.
 */
import type { Locale } from '../../i18n/locales';
import { bodies, bodyModules, index } from './published';
import { bodyKey, type CollectionIndex, type CollectionName, type MetaOf } from './types';

export * from './types';

export const collections: CollectionIndex = index;

/** The published entries of a collection in a language, newest first. */
export function entriesIn<C extends CollectionName>(collection: C, locale: Locale): readonly MetaOf[C][] {
  return collections[collection][locale] as readonly MetaOf[C][];
}

/** One entry in one language, or undefined where it has no file in that language (or none at all). */
export function entryMeta<C extends CollectionName>(
  collection: C,
  slug: string,
  locale: Locale,
): MetaOf[C] | undefined {
  return entriesIn(collection, locale).find((entry) => entry.slug === slug);
}

/** Every entry of a collection once, with the languages it is published in (in the locale list's order). */
export function entrySlugs(
  collection: CollectionName,
  locales: readonly Locale[],
): { slug: string; locales: Locale[] }[] {
  const found = new Map<string, Locale[]>();
  for (const locale of locales) {
    for (const entry of collections[collection][locale])
      found.set(entry.slug, [...(found.get(entry.slug) ?? []), locale]);
  }
  return [...found].map(([slug, entryLocales]) => ({ slug, locales: entryLocales }));
}

/** Imports an entry's body: a chunk of its own holding the prebuilt HTML. */
export function importBody(collection: CollectionName, slug: string, locale: Locale): Promise<{ default: string }> {
  const load = bodies[bodyKey(collection, slug, locale)];
  if (!load) return Promise.reject(new Error(`No ${collection} entry ${slug} in ${locale}`));
  return load();
}

/** The body's module as the build manifest names it (the prerender lists its chunk for start-up). */
export function bodyModule(collection: CollectionName, slug: string, locale: Locale): string | undefined {
  return bodyModules[bodyKey(collection, slug, locale)];
}

/** The day an entry last changed in a language (the sitemap's lastmod): an article's update, a job's posting. */
export function entryLastModified(collection: CollectionName, slug: string, locale: Locale): string | undefined {
  if (collection === 'news') return entryMeta('news', slug, locale)?.modified;
  return entryMeta('jobs', slug, locale)?.datePosted;
}
