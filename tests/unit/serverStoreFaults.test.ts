import { mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import type { FormsSettings } from '../../src/server/config';
import { fakeDist, testForms } from './support/fakeDist';
import { holdWriteLock } from './support/lockHolder';
import { captureLogs } from './support/logCapture';
import { multipart, sampleFiles } from './support/multipart';
import { startStalledMailServer } from './support/stalledMailServer';
import { openSqliteStore } from '../support/formStore';

// Findings 4, 5, 6 and 8 of the hardening review (issue 12): the store or the mail server misbehaves,
// and the site keeps serving, answers clearly, leaves nothing behind and stops in time.
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it', message: 'Hello' };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(dataDir: string, forms: Partial<FormsSettings> = {}) {
  const dist = fakeDist();
  const logs = captureLogs();
  const app = await buildServer({ distDir: dist, forms: { ...testForms(dataDir), ...forms }, logger: logs.logger });
  cleanups.push(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return { app, logs, dist };
}

function scratch(): string {
  const dist = fakeDist();
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const postContact = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(contact),
    headers: { 'content-type': 'application/json', ...headers },
  });

const postApplication = (app: FastifyInstance) => {
  const { body, headers } = multipart({ name: 'Grace', email: 'grace@example.com' }, [
    { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
  ]);
  return app.inject({ method: 'POST', url: '/api/applications', payload: body, headers });
};

describe('5. pages are served whatever the store does', () => {
  it('starts with an uncreatable data directory, answers posts 503, and recovers without a restart', async () => {
    const root = scratch();
    const blocker = join(root, 'not-a-directory');
    writeFileSync(blocker, 'a file where the data directory should be');
    const dataDir = join(blocker, 'data');
    const { app, logs } = await start(dataDir);

    expect((await app.inject('/about')).statusCode).toBe(200);
    const refused = await postContact(app, { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ title: string }>().title).toBe('Vorübergehend nicht verfügbar');
    const page = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: new URLSearchParams({ ...contact, lang: 'tr' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Geçici olarak kullanılamıyor');
    expect(logs.at('error').some((line) => line.msg.includes('FORM STORE CANNOT BE OPENED'))).toBe(true);

    rmSync(blocker);
    mkdirSync(blocker);
    expect((await postContact(app)).statusCode).toBe(201);
    expect(logs.at('warn').some((line) => line.msg.includes('available again'))).toBe(true);
  });
});

describe('6. a lock held by another process never blocks the pages', () => {
  it('keeps pages fast while a post waits for the lock, then stores the post', async () => {
    const dataDir = join(scratch(), 'data');
    const { app } = await start(dataDir);
    // Over real connections: the event loop must turn between requests, as it does in production.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
    const post = () =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contact),
      });
    expect((await post()).status).toBe(201);
    const lock = await holdWriteLock(join(dataDir, 'submissions.sqlite'));
    const waiting = post();
    const latencies: number[] = [];
    const until = performance.now() + 1500;
    while (performance.now() < until) {
      const started = performance.now();
      expect((await fetch(`${origin}/about`)).status).toBe(200);
      latencies.push(performance.now() - started);
    }
    await lock.release();
    expect((await waiting).status).toBe(201);
    // SQLite never waits for the lock itself: pages are not held up by it.
    expect(latencies.length).toBeGreaterThan(20);
    expect(Math.max(...latencies)).toBeLessThan(250);
  });

  it('answers 503 when the lock is held too long, leaving no CV behind', async () => {
    const dataDir = join(scratch(), 'data');
    const { app } = await start(dataDir);
    expect((await postContact(app)).statusCode).toBe(201);
    const lock = await holdWriteLock(join(dataDir, 'submissions.sqlite'));
    const refused = await postApplication(app);
    await lock.release();
    expect(refused.statusCode).toBe(503);
    expect(readdirSync(join(dataDir, 'cv'))).toEqual([]);
  }, 15_000);
});

describe('4. storage is bounded and failures leave nothing behind', () => {
  it('survives an -shm file truncated or removed under it while it runs, and keeps every submission', async () => {
    // Probe of issue 32: a truncated -shm ended the process with SIGBUS (exit 135) and no log line. Before
    // the fix this test takes the test process down with it.
    const dataDir = join(scratch(), 'data');
    const { app, logs } = await start(dataDir);
    const shm = join(dataDir, 'submissions.sqlite-shm');
    expect((await postContact(app)).statusCode).toBe(201);
    truncateSync(shm, 0);
    expect((await postContact(app)).statusCode).toBe(201);
    rmSync(shm);
    expect((await postContact(app)).statusCode).toBe(201);
    // (The tests' servers also warn that they run no retention.)
    const states = logs.at('warn').flatMap((line) => (line.sharedMemory ? [line.sharedMemory] : []));
    expect(states).toEqual(['truncated', 'removed']);
    const reader = await openSqliteStore(dataDir);
    try {
      expect(await reader.list()).toHaveLength(3);
    } finally {
      await reader.close();
    }
  });

  it('refuses uploads while free space is below the floor, and writes nothing', async () => {
    const dataDir = join(scratch(), 'data');
    const { app, logs } = await start(dataDir, { minFreeBytes: Number.MAX_SAFE_INTEGER });
    const refused = await postApplication(app);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(readdirSync(join(dataDir, 'cv'))).toEqual([]);
    expect(logs.at('error').some((line) => line.msg.includes('short of free space'))).toBe(true);
    // Messages are tiny: they are still taken.
    expect((await postContact(app)).statusCode).toBe(201);
  });

  it('removes uploads cut off by a crash and CV files no submission refers to, at start-up', async () => {
    const dataDir = join(scratch(), 'data');
    const store = await openSqliteStore(dataDir);
    await store.close();
    mkdirSync(join(dataDir, 'cv'), { recursive: true });
    writeFileSync(join(dataDir, 'cv', '.upload-0123456789abcdef01234567'), '%PDF-1.7 half');
    writeFileSync(join(dataDir, 'cv', '0123456789abcdef0123456789abcdef.pdf'), '%PDF-1.7 orphan');
    await start(dataDir);
    expect(readdirSync(join(dataDir, 'cv'))).toEqual([]);
  });
});

describe('8. shutdown is bounded', () => {
  it('closes within seconds while the mail server stalls in DATA, keeping the submission queued', async () => {
    const smtp = await startStalledMailServer();
    cleanups.push(smtp.close);
    const dataDir = join(scratch(), 'data');
    const mail = {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'web@example.com',
      to: 'team@example.com',
      stuckAfterMs: 3_600_000,
      maxConnections: 1,
      ratePerSecond: 10,
    };
    const dist = fakeDist();
    cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
    const app = await buildServer({ distDir: dist, forms: { ...testForms(dataDir), mail } });
    const { id } = (await postContact(app)).json<{ id: string }>();
    await smtp.dataArrived;
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(5000);
    const reader = await openSqliteStore(dataDir);
    expect((await reader.get(id))?.deliveredAt).toBeNull();
    await reader.close();
  }, 20_000);
});
