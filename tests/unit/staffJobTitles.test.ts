import { describe, expect, it, vi } from 'vitest';
import { jobTitles } from '../../src/staff/server/jobTitles';
import { openJobSlug } from './support/jobFixtures';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

// The inbox names the job applied for in the staff member's language (issue 53), from the build's index.
describe('a job opening’s titles for the inbox', () => {
  it('in each language the site publishes it in, and none for a job that has left the site', () => {
    expect(jobTitles(openJobSlug)).toEqual({ en: 'IT support specialist (m/f/d)', de: 'IT-Supporter (m/w/d)' });
    expect(jobTitles('no-such-job')).toEqual({});
  });
});
