/**
 * `npm run bench -- hardening`: how the production server holds up under load, against slow and stuck
 * clients and a stuck store or mail server. Each probe is bounded in count and time, talks only to 127.0.0.1, and prints
 * its figures; nothing here is a timed assertion (the test suite asserts the behaviour).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { test } from '@playwright/test';
import autocannon, { type Result } from 'autocannon';
import Database from 'better-sqlite3';
import { startStalledMailServer } from '../unit/support/stalledMailServer';
import { distDir, repoRoot } from './paths';
import { ensureSiteBuilt, freePort } from './server';

interface Probe {
  child: ChildProcess;
  port: number;
  dataDir: string;
  exited: Promise<void>;
}

async function startProbeServer(env: Record<string, string> = {}): Promise<Probe> {
  const port = await freePort(4390);
  const dataDir = mkdtempSync(join(tmpdir(), 'site-hardening-'));
  const child = spawn(process.execPath, [join(distDir, 'server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      DATA_DIR: dataDir,
      FORM_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/robots.txt`)).ok) return { child, port, dataDir, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('probe server did not start');
}

async function stopProbe(probe: Probe): Promise<void> {
  if (probe.child.exitCode === null && probe.child.signalCode === null) probe.child.kill('SIGKILL');
  await probe.exited;
  rmSync(probe.dataDir, { recursive: true, force: true });
}

const rssMiB = (pid: number): number => {
  const line =
    readFileSync(`/proc/${String(pid)}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(/(\d+)/.exec(line)?.[1] ?? 0) / 1024);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const boundary = '----hardening-bench';
const uploadHead = (port: number, length: number) =>
  `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
  `Content-Length: ${String(length)}\r\n\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nBench\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nbench@example.com\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

/** Opens a socket that sends `bytes` of an upload and then holds it open; resolves when written or refused. */
function holdUpload(port: number, bytes: number): Promise<{ socket: Socket; refused: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answered = false;
    socket.on('data', () => {
      answered = true;
    });
    socket.on('error', () => resolve({ socket, refused: true }));
    socket.on('close', () => resolve({ socket, refused: true }));
    socket.on('connect', () => {
      socket.write(uploadHead(port, bytes + 1000));
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      let sent = 0;
      const pump = (): void => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
        setTimeout(() => resolve({ socket, refused: answered }), 200);
      };
      pump();
    });
  });
}

async function heldUploadsMemory(): Promise<string> {
  const probe = await startProbeServer();
  try {
    const before = rssMiB(probe.child.pid ?? 0);
    const held = await Promise.all(
      Array.from({ length: 100 }, () => holdUpload(probe.port, 5 * 1024 * 1024 - 64 * 1024)),
    );
    await sleep(1000);
    const during = rssMiB(probe.child.pid ?? 0);
    const refused = held.filter((upload) => upload.refused).length;
    for (const { socket } of held) socket.destroy();
    await sleep(3000);
    const after = rssMiB(probe.child.pid ?? 0);
    return `100 held 5 MB uploads: RSS ${String(before)} MiB idle, ${String(during)} MiB while held (${String(refused)} refused), ${String(after)} MiB 3 s after they ended`;
  } finally {
    await stopProbe(probe);
  }
}

async function drippingUpload(limitSeconds: number): Promise<string> {
  const probe = await startProbeServer();
  try {
    const started = performance.now();
    const seconds = await new Promise<number | undefined>((resolve) => {
      const socket = connect(probe.port, '127.0.0.1');
      const timer = setInterval(() => socket.write('A'), 5000);
      const give = setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        resolve(undefined);
      }, limitSeconds * 1000);
      socket.on('connect', () => socket.write(uploadHead(probe.port, 5_000_000)));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(give);
        resolve((performance.now() - started) / 1000);
      });
    });
    return seconds === undefined
      ? `upload dripping 1 byte / 5 s: still open after ${String(limitSeconds)} s (not cut)`
      : `upload dripping 1 byte / 5 s: cut after ${seconds.toFixed(1)} s`;
  } finally {
    await stopProbe(probe);
  }
}

async function pagesWhileLocked(): Promise<string> {
  const probe = await startProbeServer();
  const origin = `http://127.0.0.1:${String(probe.port)}`;
  try {
    // A first submission creates the store's files; then another process takes the write lock.
    await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', service: 'it', message: 'hi' }),
    });
    const locker = new Database(join(probe.dataDir, 'submissions.sqlite'));
    locker.exec('BEGIN EXCLUSIVE');
    const posts = Array.from({ length: 5 }, (_, index) =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Locked ${String(index)}`,
          email: 'a@example.com',
          service: 'it',
          message: 'while locked',
        }),
      }).then((response) => response.status),
    );
    const latencies: number[] = [];
    const until = performance.now() + 6000;
    while (performance.now() < until) {
      const start = performance.now();
      await (await fetch(`${origin}/about`)).arrayBuffer();
      latencies.push(performance.now() - start);
    }
    locker.exec('COMMIT');
    locker.close();
    const statuses = await Promise.all(posts);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return `pages while another process holds the store's write lock (6 s, 5 posts waiting): ${String(latencies.length)} pages, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${at(1).toFixed(1)} ms; posts answered ${statuses.join(', ')}`;
  } finally {
    await stopProbe(probe);
  }
}

async function shutdownWithStalledMail(limitSeconds: number): Promise<string> {
  const smtp = await startStalledMailServer();
  const probe = await startProbeServer({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false' });
  try {
    await fetch(`http://127.0.0.1:${String(probe.port)}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A', email: 'a@example.com', service: 'it', message: 'stalled mail' }),
    });
    await Promise.race([smtp.dataArrived, sleep(15_000)]);
    const started = performance.now();
    probe.child.kill('SIGTERM');
    const exited = await Promise.race([probe.exited.then(() => true), sleep(limitSeconds * 1000).then(() => false)]);
    const seconds = (performance.now() - started) / 1000;
    return exited
      ? `SIGTERM with a mail server stalled in DATA: exited after ${seconds.toFixed(1)} s`
      : `SIGTERM with a mail server stalled in DATA: still running after ${String(limitSeconds)} s (killed)`;
  } finally {
    await stopProbe(probe);
    await smtp.close();
  }
}

const loadFigures = (result: Result): string => {
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${String(count)}`);
  return `${String(result.requests.total)} requests, ${String(Math.round(result.requests.average))}/s, p50 ${String(result.latency.p50)} ms, p99 ${String(result.latency.p99)} ms (${statuses.join(', ')}; ${String(result.errors)} errors, ${String(result.timeouts)} timeouts)`;
};

/** Throughput for 5 s of pages and posts at once, 8 connections each, with the rate limit at 20 posts (the test suite checks the 429s). */
async function throughputUnderLoad(): Promise<string> {
  const probe = await startProbeServer({ FORM_RATE_LIMIT: '20' });
  try {
    const origin = `http://127.0.0.1:${String(probe.port)}`;
    const [pages, forms] = await Promise.all([
      autocannon({ url: `${origin}/about`, connections: 8, duration: 5, headers: { 'accept-encoding': 'br' } }),
      autocannon({
        url: `${origin}/api/contact`,
        connections: 8,
        duration: 5,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({
          name: 'Load Test',
          email: 'load@example.com',
          service: 'it',
          message: 'Load test message',
        }),
      }),
    ]);
    return `5 s of load: pages ${loadFigures(pages)}; posts ${loadFigures(forms)}`;
  } finally {
    await stopProbe(probe);
  }
}

test('server hardening: throughput, memory, slow clients, a locked store, shutdown', async () => {
  test.setTimeout(10 * 60_000);
  ensureSiteBuilt();
  const rows = [
    await throughputUnderLoad(),
    await heldUploadsMemory(),
    await drippingUpload(150),
    await pagesWhileLocked(),
    await shutdownWithStalledMail(60),
  ];
  console.log(['', 'Server hardening', ...rows.map((row) => `- ${row}`)].join('\n'));
});
