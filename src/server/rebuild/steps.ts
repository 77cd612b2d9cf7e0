/**
 * The rebuild's steps on the machine: the branch fetched into a checkout of its own (the live site is not
 * touched while it builds), installed and built there, then copied into a new release folder and made live by
 * renaming one symbolic link over the other, which no request can see half done. The old release stays
 * beside it until two newer ones exist, so going back is one link.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { publishingReportSchema } from '../../content/collections/publishingReport';
import { replaceFile, type CommitInfo } from '../../serverKit';
import type { BuildSteps } from './runner';
import { rebuildServerSettingsFromEnv } from './settings';

export interface RebuildSettings {
  /** REBUILD_DIR: the request and status files, and the `switched` file systemd restarts the server on. */
  dir: string;
  /** REBUILD_CHECKOUT: the repository's second checkout, where builds run. */
  checkout: string;
  /** REBUILD_BRANCH (else CMS_GITHUB_BRANCH, else main): the branch the editor commits to. */
  branch: string;
  /** REBUILD_LIVE: the path the server serves, a symbolic link to the live release (`/srv/globalis/dist`). */
  live: string;
  /** REBUILD_RELEASES: where each build's copy is kept. */
  releases: string;
  /** REBUILD_INSTALL and REBUILD_BUILD: the commands, split at spaces. */
  install: readonly string[];
  build: readonly string[];
}

/** Releases kept besides the live one: the one before it, to go back to by hand. */
const keptReleases = 2;

/**
 * The runner's environment without its GitHub token (commitStatus.ts): git, npm ci (with every package's install
 * scripts) and the build run the repository's code, which has no use for it.
 */
const stepEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'GITHUB_STATUS_TOKEN'));

/** Runs a command in the checkout; each line of its output goes to `log`; rejects with its exit. */
function run(
  [command = '', ...args]: readonly string[],
  cwd: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = stepEnvironment(),
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      out += text;
      for (const line of text.split('\n')) if (line.trim()) log(line.trimEnd());
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${[command, ...args].join(' ')} ended with exit code ${String(code)}`));
    });
  });
}

const field = '\u001f';

async function fetchBranch({ checkout, branch }: RebuildSettings, log: (line: string) => void): Promise<CommitInfo> {
  await run(['git', 'fetch', '--quiet', 'origin', branch], checkout, log);
  // The checkout only ever builds: whatever is in it gives way to the branch as it is.
  await run(['git', 'checkout', '--quiet', '--force', '--detach', 'FETCH_HEAD'], checkout, log);
  const [commit = '', subject = '', author = ''] = (
    await run(['git', 'log', '-1', `--format=%H${field}%s${field}%an`], checkout, () => undefined)
  )
    .trim()
    .split(field);
  return { commit, subject, author };
}

/** The next publish time the build wrote (src/build/collections/plugin.ts), or null. */
function nextPublishAt(release: string): number | null {
  const file = join(release, 'publishing.json');
  if (!existsSync(file)) return null;
  const report = publishingReportSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return report.success ? report.data.nextPublishAt : null;
}

function switchLive(settings: RebuildSettings, commit: CommitInfo, log: (line: string) => void) {
  const { live, releases, checkout, dir } = settings;
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${commit.commit.slice(0, 8)}`;
  const release = join(releases, name);
  mkdirSync(releases, { recursive: true });
  cpSync(join(checkout, 'dist'), release, { recursive: true, verbatimSymlinks: true });
  // Once, on the first run: the live folder a copy used to fill becomes a release of its own.
  if (existsSync(live) && !lstatSync(live).isSymbolicLink()) renameSync(live, join(releases, `${name}-before`));
  const next = `${live}.next`;
  rmSync(next, { force: true });
  symlinkSync(release, next);
  renameSync(next, live);
  log(`live: ${release}`);
  const older = readdirSync(releases)
    .sort()
    .filter((other) => other !== name);
  for (const old of older.slice(0, Math.max(0, older.length - keptReleases)))
    rmSync(join(releases, old), { recursive: true, force: true });
  // systemd watches this file (globalis-reload.path) and restarts the server, which loads the new pages.
  replaceFile(join(dir, 'switched'), `${commit.commit}\n`);
  return { nextPublishAt: nextPublishAt(release) };
}

const readIfAny = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** The lock file's hash, or undefined for a checkout without one. */
function lockHash(checkout: string): string | undefined {
  const lock = readIfAny(join(checkout, 'package-lock.json'));
  return lock === undefined ? undefined : createHash('sha256').update(lock).digest('hex');
}

export function machineSteps(settings: RebuildSettings): BuildSteps {
  return {
    fetch: (log) => fetchBranch(settings, log),
    install: async (log) => {
      // npm ci takes minutes: when the lock file is as it was at the last install, the installed packages stand.
      const lock = lockHash(settings.checkout);
      const installed = join(settings.dir, 'installed-lock');
      if (lock && existsSync(join(settings.checkout, 'node_modules')) && readIfAny(installed) === lock) {
        log('package-lock.json unchanged: packages kept');
        return;
      }
      await run(settings.install, settings.checkout, log);
      if (lock) replaceFile(installed, lock);
    },
    build: async (builtFor, log) => {
      const env = { ...stepEnvironment(), BUILD_TIME: new Date(builtFor).toISOString() };
      await run(settings.build, settings.checkout, log, env);
    },
    switchLive: (commit, log) => Promise.resolve(switchLive(settings, commit, log)),
  };
}

const words = (value: string | undefined, fallback: string): string[] =>
  (value?.trim() || fallback).split(/\s+/).filter(Boolean);

/** The runner's settings from its environment (src/server/README.md, "Rebuild"). */
export function rebuildSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RebuildSettings {
  return {
    dir: rebuildServerSettingsFromEnv(env).dir,
    checkout: env.REBUILD_CHECKOUT ?? '/srv/globalis-build',
    branch: rebuildServerSettingsFromEnv(env).branch,
    live: env.REBUILD_LIVE ?? '/srv/globalis/dist',
    releases: env.REBUILD_RELEASES ?? '/srv/globalis/releases',
    install: words(env.REBUILD_INSTALL, 'npm ci --no-audit --no-fund'),
    build: words(env.REBUILD_BUILD, 'npm run build'),
  };
}
