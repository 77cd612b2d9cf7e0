/** The production build, served by the site's own server from a throw-away data directory. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir, repoRoot, siteSnapshotDir } from './paths';

export function ensureSiteBuilt(): void {
  if (existsSync(join(distDir, 'server/main.js'))) return;
  console.log('dist/server/main.js is missing: running npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Every asset the home page and the manifest name is in the copy (a build was not half-way through). */
function snapshotIsWhole(): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(siteSnapshotDir, 'client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const home = readFileSync(join(siteSnapshotDir, 'pages/index.html'), 'utf8');
    const files = [
      ...Object.values(manifest).map((entry) => entry.file),
      ...[...home.matchAll(/\/(assets\/[^"'?#\s)]+)/g)].map((match) => match[1] ?? ''),
    ];
    return (
      existsSync(join(siteSnapshotDir, 'server/main.js')) &&
      files.every((file) => existsSync(join(siteSnapshotDir, 'client', file)))
    );
  } catch {
    return false;
  }
}

/**
 * Copies dist/ (client, pages, server) into tests/.output: a build started while the benchmark runs
 * would otherwise replace the chunks under the running server. The copy stays inside the repository so
 * the server bundle still finds node_modules.
 */
export async function snapshotSite(): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    rmSync(siteSnapshotDir, { recursive: true, force: true });
    try {
      for (const part of ['client', 'pages', 'server'])
        cpSync(join(distDir, part), join(siteSnapshotDir, part), { recursive: true });
      if (snapshotIsWhole()) return;
    } catch {
      // A file went away while it was copied: a build is replacing dist/. Try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  throw new Error('dist/ kept changing while it was copied (a build running?)');
}

/** The preferred port when it is free, otherwise any free one the system hands out. */
export function freePort(preferred: number): Promise<number> {
  const tryListen = (port: number): Promise<number> =>
    new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => {
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      });
    });
  return tryListen(preferred).catch(() => tryListen(0));
}

export interface RunningSite {
  origin: string;
  /** Starts the server again if it has exited (it is reported): the sections after it still run. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/robots.txt`)).ok;
  } catch {
    return false;
  }
}

export async function startSite(port: number): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'globe-bench-data-'));
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;

  async function launch(): Promise<void> {
    const server = spawn(process.execPath, [join(siteSnapshotDir, 'server/main.js')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        DIST_DIR: siteSnapshotDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = server;
    exited = new Promise((resolve) =>
      server.once('exit', (code, signal) => {
        if (!stopping) console.log(`site server exited unexpectedly (code ${String(code)}, signal ${String(signal)})`);
        resolve();
      }),
    );
    for (let attempt = 0; attempt < 150; attempt += 1) {
      if (await answers(origin)) return;
      if (server.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the site server did not start');
  }

  const stop = async (): Promise<void> => {
    stopping = true;
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ensureRunning = async (): Promise<void> => {
    if (child?.exitCode === null && child.signalCode === null && (await answers(origin))) return;
    console.log('site server is not answering: starting it again');
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await launch();
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, ensureRunning, stop };
}
