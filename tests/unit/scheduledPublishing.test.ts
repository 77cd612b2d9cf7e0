/**
 * Scheduled publishing: the same content built a minute before an entry's publish time (Potsdam) and at it.
 * Before, the entry is in nothing the build makes (routes and so pages, the lists, the feeds, the sitemap, the
 * globe's arcs and markers); at its time, in all of them, and the build tells the rebuild runner when to build.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCollections } from '../../src/build/collections/loader';
import { collectionIndex, publishedEntries } from '../../src/build/collections/plugin';
import { publishingReport } from '../../src/build/collections/publishingReport';
import { potsdamInstant, potsdamWallClock } from '../../src/content/collections/publishTime';
import { locales } from '../../src/i18n/locales';
import { allMessages } from '../../src/i18n/allMessages';
import { createTranslator } from '../../src/i18n/translator';

const fairArticle = `---
title: Meet us at the trade fair in Baku
date: 2027-03-02
summary: Our energy team is at the Caspian Power fair from 2 to 4 March.
category: energy
place: { lat: 40.41, lon: 49.87, label: Baku }
publishAt: 2027-03-02T09:00
---

Visit our stand in hall 3.
`;

/** An article that is out already, so the feeds exist before and after. */
const earlierArticle = readFileSync('tests/fixtures/content/news/solar-park-brandenburg.en.md', 'utf8');
/** An opening prepared for the same morning. */
const fairJob = readFileSync('tests/fixtures/content/jobs/it-support-specialist.en.md', 'utf8').replace(
  'remote: true\n',
  'remote: true\npublishAt: "2027-03-02T09:00"\n',
);

function contentFolder(): string {
  const directory = mkdtempSync(join(tmpdir(), 'scheduled-'));
  mkdirSync(join(directory, 'news'));
  mkdirSync(join(directory, 'jobs'));
  writeFileSync(join(directory, 'news', 'baku-trade-fair.en.md'), fairArticle);
  writeFileSync(join(directory, 'news', 'solar-park-brandenburg.en.md'), earlierArticle);
  writeFileSync(join(directory, 'jobs', 'fair-support.en.md'), fairJob);
  return directory;
}

/** What the build makes of the folder at `at`: the modules that read the build's published collections. */
async function buildAt(directory: string, at: number) {
  const loaded = loadCollections({ directory, day: '2027-03-02', at });
  const published = publishedEntries(loaded);
  vi.resetModules();
  vi.doMock('../../src/content/collections/published', () => ({
    index: collectionIndex(loaded),
    bodies: Object.fromEntries(
      published.map(({ key, entry }) => [key, () => Promise.resolve({ default: entry.html })]),
    ),
    bodyModules: Object.fromEntries(published.map(({ key, entry }) => [key, entry.file])),
  }));
  const { routes } = await import('../../src/routes/routes');
  const { sitemapXml } = await import('../../src/build/sitemap');
  const { newsFeedsXml } = await import('../../src/build/feeds');
  const { entriesIn } = await import('../../src/content/collections');
  const { entryArcEnds, newestPlacedEntries } = await import('../../src/content/collections/placedEntries');
  const index = collectionIndex(loaded);
  const feeds = newsFeedsXml('en', createTranslator('en', allMessages.en).t);
  return {
    routes: routes.map((route) => route.path),
    sitemap: sitemapXml(),
    feed: feeds?.atom ?? '',
    news: entriesIn('news', 'en').map((entry) => entry.slug),
    jobs: entriesIn('jobs', 'en').map((entry) => entry.slug),
    arcs: entryArcEnds(index, locales),
    markers: newestPlacedEntries(index, 'en').map((entry) => entry.slug),
    report: publishingReport(loaded, at),
  };
}

afterEach(() => {
  vi.doUnmock('../../src/content/collections/published');
});

describe('scheduled publishing', () => {
  const nine = potsdamInstant('2027-03-02T09:00');

  it('reads a publish time as Potsdam’s clock, in winter and in summer', () => {
    expect(new Date(nine).toISOString()).toBe('2027-03-02T08:00:00.000Z');
    expect(new Date(potsdamInstant('2027-07-01T09:00')).toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(potsdamWallClock(nine)).toBe('2027-03-02T09:00');
  });

  it('leaves an entry out of pages, lists, feeds, sitemap and globe before its time, and has it in all at its time', async () => {
    const directory = contentFolder();
    const before = await buildAt(directory, nine - 60_000);
    expect(before.routes).not.toContain('/blog/baku-trade-fair');
    expect(before.routes.some((path) => path.endsWith('/fair-support'))).toBe(false);
    expect(before.news).toEqual(['solar-park-brandenburg']);
    expect(before.jobs).toEqual([]);
    expect(before.sitemap).not.toContain('baku-trade-fair');
    expect(before.sitemap).not.toContain('fair-support');
    expect(before.feed).toContain('solar-park-brandenburg');
    expect(before.feed).not.toContain('baku-trade-fair');
    expect(before.arcs).not.toContainEqual({ lat: 40.41, lon: 49.87 });
    expect(before.markers).not.toContain('baku-trade-fair');
    // The rebuild runner learns when to build again.
    expect(before.report.nextPublishAt).toBe(nine);

    const after = await buildAt(directory, nine);
    expect(after.routes).toContain('/blog/baku-trade-fair');
    expect(after.routes.some((path) => path.endsWith('/fair-support'))).toBe(true);
    expect(after.news).toEqual(['baku-trade-fair', 'solar-park-brandenburg']);
    expect(after.jobs).toEqual(['fair-support']);
    expect(after.sitemap).toContain('baku-trade-fair');
    expect(after.sitemap).toContain('fair-support');
    expect(after.feed).toContain('baku-trade-fair');
    expect(after.arcs).toContainEqual({ lat: 40.41, lon: 49.87 });
    expect(after.markers).toContain('baku-trade-fair');
    expect(after.report.nextPublishAt).toBeNull();
  });

  it('refuses a publish time that is no real time, naming the file and the field', () => {
    const directory = contentFolder();
    writeFileSync(
      join(directory, 'news', 'baku-trade-fair.en.md'),
      fairArticle.replace('2027-03-02T09:00', '2027-02-30T09:00'),
    );
    expect(() => loadCollections({ directory, day: '2027-03-02' })).toThrow(
      /baku-trade-fair\.en\.md: publishAt: is not a real day and time/,
    );
  });
});
