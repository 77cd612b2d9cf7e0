import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../../dist/server/main.js', import.meta.url));

export interface RunningServer {
  origin: string;
  process: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

/** Starts the production server (the built dist/) as its own process and waits until it answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${String(port)}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, process: child, exited };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`Server exited with ${String(child.exitCode)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('Server did not start');
}
