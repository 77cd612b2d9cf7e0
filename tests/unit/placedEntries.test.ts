import { describe, expect, test } from 'vitest';
import { loadCollections } from '../../src/build/collections/loader';
import { collectionIndex } from '../../src/build/collections/plugin';
import { entryArcEnds, newestPlacedEntries } from '../../src/content/collections/placedEntries';
import { newsFrontMatter } from '../../src/content/collections/schemas';
import type { CollectionIndex } from '../../src/content/collections/types';
import { locales } from '../../src/i18n/locales';

const fixture = collectionIndex(loadCollections({ directory: 'tests/fixtures/content', day: '2026-11-27' }));
const empty: CollectionIndex = { news: { en: [], de: [], tr: [] }, jobs: { en: [], de: [], tr: [] } };
const article = { title: 'T', date: '2026-11-27', summary: 'S', category: 'energy' };

describe("an entry's place on the globe", () => {
  test('is one of the company places by name, or coordinates with a label; nothing else', () => {
    expect(newsFrontMatter.parse({ ...article, place: 'turkey' }).place).toBe('turkey');
    expect(newsFrontMatter.parse({ ...article, place: { lat: 51.34, lon: 12.37, label: 'Leipzig' } }).place).toEqual({
      lat: 51.34,
      lon: 12.37,
      label: 'Leipzig',
    });
    expect(newsFrontMatter.parse(article).place).toBeUndefined();
    for (const place of [
      'berlin',
      { lat: 91, lon: 0, label: 'X' },
      { lat: 0, lon: 0 },
      { lat: 0, lon: 0, label: 'X', zoom: 3 },
    ])
      expect(newsFrontMatter.safeParse({ ...article, place }).success).toBe(false);
  });

  test('home shows the newest placed entries of the visitor language, news and openings together', () => {
    const english = newestPlacedEntries(fixture, 'en');
    expect(english.map((entry) => `${entry.collection}/${entry.slug}`)).toEqual([
      'jobs/it-support-specialist',
      'news/solar-park-brandenburg',
    ]);
    expect(english[0]).toMatchObject({ site: 'potsdam', lat: 52.4, lon: 13.06, label: null, date: '2026-11-01' });
    expect(english[1]).toMatchObject({ site: null, label: 'Cottbus', lat: 51.76, lon: 14.33 });
    expect(english[1]?.title).toBe('Our first solar park contract in Brandenburg');
    // Turkish has the article alone: the opening has no Turkish file.
    expect(newestPlacedEntries(fixture, 'tr').map((entry) => entry.slug)).toEqual(['solar-park-brandenburg']);
    expect(newestPlacedEntries(fixture, 'en', 1)).toHaveLength(1);
  });

  test('arcs go to the places that are not already the company places, once each; none while nothing is placed', () => {
    expect(entryArcEnds(fixture, locales)).toEqual([{ lat: 51.76, lon: 14.33 }]);
    expect(entryArcEnds(empty, locales)).toEqual([]);
    for (const locale of locales) expect(newestPlacedEntries(empty, locale)).toEqual([]);
  });
});
