import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A build's server: the site's own (dist/), or the one with the sample content (dist-content/, tests/build-content.sh). */
const serverEntryOf = (build: 'dist' | 'dist-content' = 'dist'): string =>
  fileURLToPath(new URL(`../../../${build}/server/main.js`, import.meta.url));
const serverEntry = serverEntryOf();

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** What the server logged so far (when started with `captureOutput`). */
  output: () => string;
}

export interface ServerProcessOptions {
  /** Run as this user and group (a root test run uses it for permission faults root would not see). */
  user?: { uid: number; gid: number };
  /** Keep the server's log for the test instead of passing it through. */
  captureOutput?: boolean;
  /** Which build to serve (default dist/). */
  build?: 'dist' | 'dist-content';
}

/**
 * Why this user cannot start the server from this checkout, or null when it can. A root run in a private
 * checkout (mode 700, as `mktemp -d` makes it) is such a case: the user cannot even read dist/.
 */
export function cannotRunServerAs(user: { uid: number; gid: number }): string | null {
  const probe = spawnSync(process.execPath, ['-e', 'require("node:fs").accessSync(process.argv[1])', serverEntry], {
    ...user,
    stdio: 'ignore',
  });
  if (probe.status === 0) return null;
  return `uid ${String(user.uid)} cannot read ${serverEntry}: make the checkout's directories readable by other users (chmod o+rx) or run the tests as a normal user`;
}

const startDeadlineMs = 30_000;

/** Starts the production server (the built dist/) as its own process and waits until it answers. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${String(port)}`;
  // A server an earlier, interrupted run left behind would answer in this one's place, and this one would exit.
  if (
    await fetch(`${origin}/robots.txt`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${String(port)} already answers: a server left over from an earlier run? Stop it first.`);
  const child = spawn(process.execPath, [serverEntryOf(options.build)], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
    ...(options.user ?? {}),
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // A deadline, not a count of tries: on a loaded machine one fetch alone can take seconds.
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, process: child, exited, output: () => output };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`Server exited with ${String(child.exitCode)}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`Server did not answer within ${String(startDeadlineMs / 1000)} s: ${output}`);
}
