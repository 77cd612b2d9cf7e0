/**
 * The rebuild runner (src/server/rebuild/): requests during a build are one more build, not one each; a build is
 * due for a request, a scheduled entry's time or a new day, once; and on a local bare repository standing for
 * the site's, a pushed article goes live with the status saying so, while a commit that breaks the build leaves
 * the old site live and the status failed at its step.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dueReason } from '../../src/server/rebuild/due';
import { runRebuilds, type BuildSteps } from '../../src/server/rebuild/runner';
import { machineSteps } from '../../src/server/rebuild/steps';
import {
  emptyRebuildStatus,
  readRebuildRequest,
  readRebuildStatus,
  rebuildPhase,
  requestRebuild,
  type RebuildStatus,
} from '../../src/serverKit';
import { potsdamInstant } from '../../src/content/collections/publishTime';

const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(join(tmpdir(), `${name}-`));
  folders.push(made);
  return made;
};
afterAll(() => {
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** Steps that do nothing but count, and hold each build until the test lets it go. */
function heldSteps() {
  const builds: number[] = [];
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  let building = new Promise<void>((resolve) => (started = resolve));
  const steps: BuildSteps = {
    fetch: () => Promise.resolve({ commit: 'c0ffee00', subject: 'Update news', author: 'A. Schmidt' }),
    install: () => Promise.resolve(),
    build: async (builtFor) => {
      builds.push(builtFor);
      const held = new Promise<void>((resolve) => (release = resolve));
      started();
      await held;
    },
    switchLive: () => Promise.resolve({ nextPublishAt: null }),
  };
  return {
    steps,
    builds,
    /** Resolves once a build is under way; `next()` lets it end. */
    underWay: () => building,
    next: () => {
      building = new Promise<void>((resolve) => (started = resolve));
      release();
    },
  };
}

describe('the rebuild runner', () => {
  it('makes ten requests during a build one more build, not ten', async () => {
    const dir = folder('rebuild-coalesce');
    const held = heldSteps();
    requestRebuild(dir, 'github');
    const run = runRebuilds({ dir, steps: held.steps });
    await held.underWay();
    expect(rebuildPhase(readRebuildStatus(dir), readRebuildRequest(dir))).toBe('building');
    for (let push = 0; push < 10; push += 1) requestRebuild(dir, 'github');
    held.next();
    await held.underWay();
    held.next();
    expect(await run).toEqual({ live: 2, failed: 0 });
    expect(held.builds).toHaveLength(2);
    expect(rebuildPhase(readRebuildStatus(dir), readRebuildRequest(dir))).toBe('live');
  });

  it('is due for a request, for a scheduled entry’s time and for a new Potsdam day, each once', () => {
    const nine = potsdamInstant('2027-03-02T09:00');
    const earlier = { commit: 'c', subject: 's', author: 'a', since: nine - 3_500_000 };
    const live: RebuildStatus = {
      ...emptyRebuildStatus,
      handled: 5,
      live: { ...earlier, builtFor: nine - 3_600_000, nextPublishAt: nine },
    };
    expect(dueReason(emptyRebuildStatus, undefined, nine)).toBe('first');
    expect(dueReason(live, { at: 6, by: 'github' }, nine - 60_000)).toBe('requested');
    expect(dueReason(live, { at: 5, by: 'github' }, nine - 60_000)).toBeUndefined();
    expect(dueReason(live, undefined, nine)).toBe('scheduled');
    // A build that failed after the time has passed is not tried again every few minutes.
    const failed = { ...live, failure: { at: nine + 60_000, step: 'build' as const, log: [] } };
    expect(dueReason(failed, undefined, nine + 5 * 60_000)).toBeUndefined();
    const built = { ...live, live: { ...earlier, builtFor: nine, nextPublishAt: null } };
    expect(dueReason(built, undefined, nine + 60_000)).toBeUndefined();
    // Midnight in Potsdam (23:00 UTC in winter): the night's build, for openings past their last day.
    expect(dueReason(built, undefined, potsdamInstant('2027-03-03T00:05'))).toBe('newDay');
  });
});

/** A tiny site: its build lists the articles' titles in index.html, and fails on a file that says BROKEN. */
const buildScript = `
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
const titles = readdirSync('news').sort().map((name) => readFileSync('news/' + name, 'utf8'));
const broken = titles.find((text) => text.includes('BROKEN'));
if (broken) { console.error('news: publishAt: is not a real day and time'); process.exit(1); }
mkdirSync('dist', { recursive: true });
writeFileSync('dist/index.html', titles.join('\\n'));
writeFileSync('dist/publishing.json', JSON.stringify({ builtAt: 0, nextPublishAt: null, awaitingReview: [] }));
`;

describe('the rebuild runner on a bare repository', () => {
  const root = folder('rebuild-repo');
  const bare = join(root, 'site.git');
  const writer = join(root, 'writer');
  const checkout = join(root, 'build');
  const dir = join(root, 'state');
  const live = join(root, 'srv', 'dist');
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=A. Schmidt', '-c', 'user.email=a.schmidt@example.com', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const commit = (file: string, text: string, message: string) => {
    writeFileSync(join(writer, file), text);
    git(writer, 'add', '.');
    git(writer, 'commit', '--quiet', '-m', message);
    git(writer, 'push', '--quiet', 'origin', 'HEAD:main');
    return git(writer, 'rev-parse', 'HEAD');
  };
  const steps = machineSteps({
    dir,
    checkout,
    branch: 'main',
    live,
    releases: join(root, 'srv', 'releases'),
    install: ['true'],
    build: ['node', 'build.mjs'],
  });
  /** What the push webhook does, then what systemd does on the request file. */
  const pushed = async () => {
    requestRebuild(dir, 'github');
    return runRebuilds({ dir, steps });
  };
  const served = () => readFileSync(join(live, 'index.html'), 'utf8');

  it('puts a pushed article live and says so; a commit that breaks the build leaves the old site and says where', async () => {
    git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    git(root, 'clone', '--quiet', bare, writer);
    mkdirSync(join(writer, 'news'));
    commit('build.mjs', buildScript, 'The site');
    commit('news/solar.md', 'Our first solar park', 'Add news "solar"');
    git(root, 'clone', '--quiet', bare, checkout);
    expect(await pushed()).toEqual({ live: 1, failed: 0 });
    expect(served()).toBe('Our first solar park');

    const baku = commit('news/baku.md', 'Trade fair in Baku', 'Add news "baku" (editor, a-schmidt)');
    expect(await pushed()).toEqual({ live: 1, failed: 0 });
    expect(served()).toContain('Trade fair in Baku');
    const status = readRebuildStatus(dir);
    expect(status.live).toMatchObject({
      commit: baku,
      subject: 'Add news "baku" (editor, a-schmidt)',
      author: 'A. Schmidt',
    });
    expect(rebuildPhase(status, readRebuildRequest(dir))).toBe('live');
    expect(readFileSync(join(dir, 'switched'), 'utf8').trim()).toBe(baku);

    const broken = commit('news/fair.md', 'BROKEN', 'Update news "fair"');
    expect(await pushed()).toEqual({ live: 0, failed: 1 });
    expect(served()).toContain('Trade fair in Baku');
    const failed = readRebuildStatus(dir);
    expect(rebuildPhase(failed, readRebuildRequest(dir))).toBe('failed');
    expect(failed.failure).toMatchObject({ commit: broken, step: 'build', author: 'A. Schmidt' });
    expect(failed.failure?.log).toContain('news: publishAt: is not a real day and time');
    expect(failed.live?.commit).toBe(baku);
    // Not tried again until something changes: the next timer start builds nothing.
    expect(await runRebuilds({ dir, steps })).toEqual({ live: 0, failed: 0 });
  });
});
