/**
 * The second look at job openings (JOB_REVIEW=required): an opening goes live only in a version a second person
 * put on the branch (a merge by someone who wrote none of its commits); a version its own writer committed
 * waits, the last approved one staying live meanwhile, and the build names what waits.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gitJobReview } from '../../src/build/collections/jobReview';
import { loadCollections } from '../../src/build/collections/loader';

const repo = mkdtempSync(join(tmpdir(), 'job-review-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const opening = readFileSync('tests/fixtures/content/jobs/it-support-specialist.en.md', 'utf8');
const git = (person: string, ...args: string[]) =>
  execFileSync('git', ['-c', `user.name=${person}`, '-c', `user.email=${person.toLowerCase()}@example.com`, ...args], {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const file = join(repo, 'content', 'jobs', 'it-support.en.md');
/** What the editor's workflow does: the writer's commit on a branch, then someone's merge of it. */
function proposeAndMerge(writer: string, merger: string, text: string, branch: string) {
  git(writer, 'checkout', '--quiet', '-b', branch);
  writeFileSync(file, text);
  git(writer, 'add', '.');
  git(writer, 'commit', '--quiet', '-m', `Update jobs "it-support" (editor, ${writer})`);
  git(merger, 'checkout', '--quiet', 'main');
  git(merger, 'merge', '--quiet', '--no-ff', '-m', `Publish ${branch}`, branch);
}
const built = () =>
  loadCollections({ directory: join(repo, 'content'), day: '2026-11-27', review: gitJobReview(join(repo, 'content')) });

describe('the job openings’ second look', () => {
  it('publishes a version a second person merged, holds one its writer published, and keeps the approved one live', () => {
    git('Admin', 'init', '--quiet', '--initial-branch=main');
    mkdirSync(join(repo, 'content', 'jobs'), { recursive: true });
    writeFileSync(join(repo, 'content', 'jobs', '.gitkeep'), '');
    git('Admin', 'add', '.');
    git('Admin', 'commit', '--quiet', '-m', 'Content folders');

    // Committed straight by its writer: never approved, so not published.
    writeFileSync(file, opening);
    git('Schmidt', 'add', '.');
    git('Schmidt', 'commit', '--quiet', '-m', 'Add jobs "it-support"');
    expect(built().jobs).toEqual([]);
    expect(built().awaitingReview).toEqual([
      {
        slug: 'it-support',
        locale: 'en',
        title: 'IT support specialist (m/f/d)',
        writtenBy: 'Schmidt',
        earlierVersionLive: false,
      },
    ]);

    // A colleague merges the writer's change: live.
    proposeAndMerge('Schmidt', 'Yilmaz', opening.replace('42000', '43000'), 'cms/jobs/it-support');
    expect(built().jobs.map((job) => job.frontMatter.salary.min)).toEqual([43000]);
    expect(built().awaitingReview).toEqual([]);

    // The writer merges their own change: it waits, and the approved version stays live.
    proposeAndMerge('Schmidt', 'Schmidt', opening.replace('42000', '30000'), 'cms/jobs/it-support-2');
    expect(built().jobs.map((job) => job.frontMatter.salary.min)).toEqual([43000]);
    expect(built().awaitingReview).toMatchObject([
      { slug: 'it-support', writtenBy: 'Schmidt', earlierVersionLive: true },
    ]);
  });
});
