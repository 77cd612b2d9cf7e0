import { collections, type CollectionIndex } from '../../content/collections';
import { locales, type Locale } from '../../i18n/locales';

/**
 * A job opening's title in each language the build published it in, so the inbox names the job in the staff
 * member's language, not only in the applicant's (the stored title). Empty once the opening left the site.
 */
export function jobTitles(slug: string, index: CollectionIndex = collections): Partial<Record<Locale, string>> {
  const titles: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const title = index.jobs[locale].find((job) => job.slug === slug)?.title;
    if (title) titles[locale] = title;
  }
  return titles;
}

/** Every opening the site publishes in any language, by slug, titled in each. */
export const openings = (index: CollectionIndex = collections) => {
  const slugs = new Set(locales.flatMap((locale) => index.jobs[locale].map((job) => job.slug)));
  return [...slugs].sort().map((slug) => ({ slug, titles: jobTitles(slug, index) }));
};
