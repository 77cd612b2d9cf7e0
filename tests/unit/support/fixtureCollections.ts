/**
 * The sample content (tests/fixtures/content) as the module the build writes (src/content/collections/published.ts),
 * for tests that render pages with articles and job openings without a build (path relative to tests/unit):
 *   vi.mock('../../src/content/collections/published', async () => (await import('./support/fixtureCollections')).fixtureCollections());
 */
import { loadCollections } from '../../../src/build/collections/loader';
import { collectionIndex, publishedEntries } from '../../../src/build/collections/plugin';

/** The build day of the sample: the open job runs until 2099, the closed one ended in 2025. */
export const fixtureDay = '2026-11-27';
export const fixtureDirectory = 'tests/fixtures/content';

export function fixtureCollections() {
  const loaded = loadCollections({ directory: fixtureDirectory, day: fixtureDay });
  const published = publishedEntries(loaded);
  return {
    index: collectionIndex(loaded),
    bodies: Object.fromEntries(
      published.map(({ key, entry }) => [key, () => Promise.resolve({ default: entry.html })]),
    ),
    bodyModules: Object.fromEntries(published.map(({ key, entry }) => [key, entry.file])),
  };
}
