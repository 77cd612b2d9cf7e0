/**
 * The sample job openings (tests/fixtures/content) as the site's `virtual:collections` module, for tests of
 * the careers pages and the application API without a build:
 *   vi.mock('virtual:collections', async () => (await import('./support/jobFixtures')).sampleCollections());
 * The sample holds one open job (it-support-specialist, en and de, until 2099) and one closed
 * (energy-trader-2025, ended 2025-12-31: not in the index).
 */
import { loadCollections } from '../../../src/build/collections/loader';
import { collectionIndex, publishedEntries } from '../../../src/build/collections/plugin';

export const sampleDay = '2026-11-27';
export const openJobSlug = 'it-support-specialist';
export const closedJobSlug = 'energy-trader-2025';

export function sampleCollections() {
  const loaded = loadCollections({ directory: 'tests/fixtures/content', day: sampleDay });
  const published = publishedEntries(loaded);
  return {
    index: collectionIndex(loaded),
    bodies: Object.fromEntries(published.map(({ key, entry }) => [key, () => Promise.resolve({ default: entry.html })])),
    bodyModules: Object.fromEntries(published.map(({ key, entry }) => [key, entry.file])),
  };
}
