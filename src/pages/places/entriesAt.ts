/**
 * The news articles and job openings that name one of the company's places as theirs (front matter `place`): what a
 * place's page lists. Articles in the page's language; openings of every language, as the careers page lists them
 * (pages/careers/openingsIn.ts): the page's own file where it has one, else the first language that has one.
 */
import { entriesIn, type JobMeta, type NewsMeta } from '../../content/collections';
import type { PlaceId } from '../../content/places';
import { locales, type Locale } from '../../i18n/locales';

export function newsAt(place: PlaceId, locale: Locale): readonly NewsMeta[] {
  return entriesIn('news', locale).filter((article) => article.place === place);
}

/** An opening as a place's page lists it: `locale` is the language of its file, the page's own or another one. */
export interface OpeningAt {
  job: JobMeta;
  locale: Locale;
}

export function openingsAt(place: PlaceId, pageLocale: Locale): OpeningAt[] {
  const seen = new Set<string>();
  const listed: OpeningAt[] = [];
  for (const locale of [pageLocale, ...locales.filter((other) => other !== pageLocale)]) {
    for (const job of entriesIn('jobs', locale)) {
      if (seen.has(job.slug)) continue;
      seen.add(job.slug);
      if (job.place === place) listed.push({ job, locale });
    }
  }
  return listed;
}
