/**
 * The news articles and job openings that name a place (schemas.ts `place`), newest first: home's globe
 * shows the newest of them as pulses with cards, and an arc runs from Potsdam to each place that is not
 * already one of the site's (entryArcs.ts). Nothing is placed while nothing is published.
 */
import type { Locale } from '../../i18n/locales';
import { sitePlaces, type PlaceId } from '../places';
import type { EntryPlace } from './schemas';
import type { CollectionIndex, CollectionName } from './types';

/** Home shows this many placed entries at most: the globe stays the company's map, not a news ticker. */
const placedEntryLimit = 3;

export interface PlacedEntry {
  collection: CollectionName;
  slug: string;
  /** The headline or the job's title, in the language asked for. */
  title: string;
  /** YYYY-MM-DD: the publication day or the day the opening was posted. */
  date: string;
  /** The day in the language's format, formatted at build time. */
  dateText: string;
  lat: number;
  lon: number;
  /** One of the site's places, whose name the words know; otherwise the file's own label. */
  site: PlaceId | null;
  label: string | null;
}

function located(place: EntryPlace): Pick<PlacedEntry, 'lat' | 'lon' | 'site' | 'label'> | undefined {
  if (typeof place !== 'string') return { lat: place.lat, lon: place.lon, site: null, label: place.label };
  const site = sitePlaces.find((candidate) => candidate.id === place);
  return site && { lat: site.lat, lon: site.lon, site: site.id, label: null };
}

/** The newest placed entries of both collections in a language (ties: news first, then by slug). */
export function newestPlacedEntries(index: CollectionIndex, locale: Locale, limit = placedEntryLimit): PlacedEntry[] {
  // A job opening's day is the day it was posted.
  const candidates = [
    ...index.news[locale].map((article) => ({
      collection: 'news' as const,
      entry: article,
      date: article.date,
      dateText: article.dateText,
    })),
    ...index.jobs[locale].map((job) => ({
      collection: 'jobs' as const,
      entry: job,
      date: job.datePosted,
      dateText: job.datePostedText,
    })),
  ];
  const entries: PlacedEntry[] = [];
  for (const { collection, entry, date, dateText } of candidates) {
    const where = entry.place && located(entry.place);
    if (where) entries.push({ collection, slug: entry.slug, title: entry.title, date, dateText, ...where });
  }
  const newsFirst = (entry: PlacedEntry): number => (entry.collection === 'news' ? 0 : 1);
  return entries
    .sort((a, b) => b.date.localeCompare(a.date) || newsFirst(a) - newsFirst(b) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}

/** Where arcs to placed entries end: the places of any language's newest entries that are not the site's own. */
export function entryArcEnds(index: CollectionIndex, locales: readonly Locale[]): { lat: number; lon: number }[] {
  const ends = new Map<string, { lat: number; lon: number }>();
  for (const locale of locales) {
    for (const entry of newestPlacedEntries(index, locale)) {
      if (!entry.site) ends.set(`${String(entry.lat)},${String(entry.lon)}`, { lat: entry.lat, lon: entry.lon });
    }
  }
  return [...ends.values()].slice(0, placedEntryLimit);
}
