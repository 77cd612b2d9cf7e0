/** The job openings a careers page lists in one language: its own files, then those it lacks, in a language they have. */
import { entriesIn, type JobMeta } from '../../content/collections';
import { locales, type Locale } from '../../i18n/locales';

/** An opening as listed on a page: `locale` is the language of its file, the page's own or another one. */
export interface ListedOpening {
  job: JobMeta;
  locale: Locale;
}

/**
 * Every published opening once: in the page's language where it has a file, otherwise in the first language
 * of the locale list that has one (English before German), so no language says "no open positions" while
 * another lists one.
 */
export function openingsIn(pageLocale: Locale): ListedOpening[] {
  const listed: ListedOpening[] = entriesIn('jobs', pageLocale).map((job) => ({ job, locale: pageLocale }));
  const slugs = new Set(listed.map(({ job }) => job.slug));
  for (const locale of locales) {
    for (const job of entriesIn('jobs', locale)) {
      if (slugs.has(job.slug)) continue;
      slugs.add(job.slug);
      listed.push({ job, locale });
    }
  }
  return listed;
}
