/**
 * The rebuild tells GitHub where each built commit stands (src/server/rebuild/commitStatus.ts). GitHub cannot run
 * here: a local HTTP server stands in for its REST API and records what the runner sends, as GitHub would receive
 * it (GITHUB_API_URL points the runner at it). Pending, then live with the site's address, or failed with the
 * step; a build whose reports GitHub refuses or never answers still goes live; without a token nothing is sent.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commitStatusReporter,
  commitStatusSettingsFromEnv,
  statusContext,
} from '../../src/server/rebuild/commitStatus';
import { runRebuilds, type BuildSteps } from '../../src/server/rebuild/runner';
import { readRebuildStatus, rebuildPhase, requestRebuild, readRebuildRequest } from '../../src/serverKit';

interface Recorded {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

const folders: string[] = [];
const recorded: Recorded[] = [];
/** How the stand-in answers: GitHub's 201, an error, or never (a hung connection). */
let answer: 'created' | 'error' | 'never' = 'created';
let github: Server;
let apiBase = '';

beforeAll(async () => {
  github = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      if (answer === 'never') return;
      response.writeHead(answer === 'created' ? 201 : 500, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  const address = github.address();
  apiBase = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`;
});

afterAll(async () => {
  github.closeAllConnections();
  await new Promise((resolve) => github.close(resolve));
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const commit = { commit: 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00', subject: 'Update news', author: 'A. Schmidt' };

function steps(failAt?: 'build' | 'switch'): BuildSteps {
  return {
    fetch: () => Promise.resolve(commit),
    install: () => Promise.resolve(),
    build: () => (failAt === 'build' ? Promise.reject(new Error('a field the site cannot read')) : Promise.resolve()),
    switchLive: () =>
      failAt === 'switch' ? Promise.reject(new Error('disk full')) : Promise.resolve({ nextPublishAt: null }),
  };
}

/** One requested build with the stand-in's reporter, and what it recorded. */
async function build(failAt?: 'build' | 'switch', env: NodeJS.ProcessEnv = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-status-'));
  folders.push(dir);
  recorded.length = 0;
  const settings = commitStatusSettingsFromEnv({
    GITHUB_STATUS_TOKEN: 'github_pat_test',
    CMS_GITHUB_REPO: 'globalis/website',
    GITHUB_API_URL: apiBase,
    VITE_SITE_ORIGIN: 'https://www.example.de',
    ...env,
  });
  const logged: string[] = [];
  requestRebuild(dir, 'github');
  const result = await runRebuilds({
    dir,
    steps: steps(failAt),
    ...(settings ? { commitStatus: commitStatusReporter(settings, (line) => logged.push(line)) } : {}),
  });
  return { dir, result, logged, sent: [...recorded] };
}

describe("the rebuild's commit status on GitHub", () => {
  it('says pending while the commit builds, then success with the live address', async () => {
    const { result, sent } = await build();
    expect(result).toEqual({ live: 1, failed: 0 });
    expect(sent.map(({ method, path, authorization }) => [method, path, authorization])).toEqual([
      ['POST', `/repos/globalis/website/statuses/${commit.commit}`, 'Bearer github_pat_test'],
      ['POST', `/repos/globalis/website/statuses/${commit.commit}`, 'Bearer github_pat_test'],
    ]);
    expect(sent.map(({ body }) => body)).toEqual([
      { state: 'pending', context: statusContext, description: 'The website is being rebuilt with this commit.' },
      {
        state: 'success',
        context: statusContext,
        description: 'Live on the website.',
        target_url: 'https://www.example.de/',
      },
    ]);
  });

  it('says failure with the step that failed, and the site stays as it was', async () => {
    const { dir, result, sent } = await build('build');
    expect(result).toEqual({ live: 0, failed: 1 });
    expect(sent.map(({ body }) => [body.state, body.description])).toEqual([
      ['pending', 'The website is being rebuilt with this commit.'],
      ['failure', 'The rebuild failed at its build step; the website stays as it was.'],
    ]);
    expect(readRebuildStatus(dir).live).toBeNull();
    expect((await build('switch')).sent.at(-1)?.body.description).toContain('its switch step');
  });

  it('never fails or holds a build when GitHub refuses the report or does not answer', async () => {
    answer = 'error';
    const refused = await build();
    expect(refused.result).toEqual({ live: 1, failed: 0 });
    expect(refused.logged).toEqual([
      'commit status pending for c0ffee00: GitHub answered 500',
      'commit status success for c0ffee00: GitHub answered 500',
    ]);
    answer = 'never';
    const started = Date.now();
    const silent = await build();
    expect(silent.result).toEqual({ live: 1, failed: 0 });
    expect(rebuildPhase(readRebuildStatus(silent.dir), readRebuildRequest(silent.dir))).toBe('live');
    expect(silent.logged).toHaveLength(2);
    expect(silent.logged[0]).toMatch(/^commit status pending for c0ffee00 not sent: /);
    // Two reports that time out (10 s each), not a build held for ever.
    expect(Date.now() - started).toBeLessThan(25_000);
    answer = 'created';
  }, 30_000);

  it('sends nothing without a token, and refuses a token without the repository', async () => {
    expect(commitStatusSettingsFromEnv({ CMS_GITHUB_REPO: 'globalis/website' })).toBeUndefined();
    const { result, sent } = await build(undefined, { GITHUB_STATUS_TOKEN: '' });
    expect(result).toEqual({ live: 1, failed: 0 });
    expect(sent).toEqual([]);
    expect(() => commitStatusSettingsFromEnv({ GITHUB_STATUS_TOKEN: 'github_pat_test' })).toThrow(/owner\/name/);
    // The API's address is a setting (GitHub Enterprise); GitHub's own by default.
    expect(
      commitStatusSettingsFromEnv({ GITHUB_STATUS_TOKEN: 't', GITHUB_STATUS_REPO: 'o/n', CMS_GITHUB_REPO: 'x/y' }),
    ).toMatchObject({ repo: 'o/n', apiBase: 'https://api.github.com' });
  });
});
