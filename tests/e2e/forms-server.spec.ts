import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { cvPath } from '../../src/server/store/cvFiles';
import { port } from '../playwright.config';
import { startServer } from './support/serverProcess';
import { openSqliteStore } from '../support/formStore';

// These tests run their own server processes (own ports and data directories) and kill them.
test.describe.configure({ mode: 'serial' });

let dataDir = '';
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
});
test.afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const readStore = async () => {
  const store = await openSqliteStore(dataDir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
};

test('a submission answered 2xx survives SIGKILL right after the answer', async () => {
  const server = await startServer(port + 11, { DATA_DIR: dataDir });
  const contact = await fetch(`${server.origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'crash-test-contact' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', service: 'rd', message: 'Survive the crash' }),
  });
  const form = new FormData();
  form.append('name', 'Grace');
  form.append('email', 'grace@example.com');
  const cvBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 0x41)]);
  form.append('cv', new Blob([cvBytes], { type: 'application/pdf' }), 'cv.pdf');
  const application = await fetch(`${server.origin}/api/applications`, { method: 'POST', body: form });
  // Killed the moment the second answer arrived: no shutdown hook, no flush.
  server.process.kill('SIGKILL');
  expect(await server.exited).toBeNull();
  expect(contact.status).toBe(201);
  expect(application.status).toBe(201);
  const { id: contactId } = (await contact.json()) as { id: string };
  const { id: applicationId } = (await application.json()) as { id: string };

  const restarted = await startServer(port + 12, { DATA_DIR: dataDir });
  try {
    const records = await readStore();
    expect(records.map((record) => record.id).sort()).toEqual([contactId, applicationId].sort());
    const stored = records.find((record) => record.id === applicationId);
    expect(readFileSync(cvPath(dataDir, stored?.cv?.file ?? 'missing')).equals(cvBytes)).toBe(true);
    // After the restart the same Idempotency-Key still counts once.
    const retry = await fetch(`${restarted.origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'crash-test-contact' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', service: 'rd', message: 'Survive the crash' }),
    });
    expect(((await retry.json()) as { id: string }).id).toBe(contactId);
    expect(await readStore()).toHaveLength(2);
  } finally {
    restarted.process.kill('SIGTERM');
    await restarted.exited;
  }
});

test('under concurrent posts, pages keep being served and the rate limit answers 429, never an error', async () => {
  // The property, not the volume: throughput figures are measured by `npm run bench -- throughput`.
  const limit = 20;
  const server = await startServer(port + 13, { DATA_DIR: dataDir, FORM_RATE_LIMIT: String(limit) });
  try {
    const post = () =>
      fetch(`${server.origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({
          name: 'Load Test',
          email: 'load@example.com',
          service: 'it',
          message: 'Load test message',
        }),
      }).then((response) => response.status);
    const page = () =>
      fetch(`${server.origin}/about`, { headers: { 'accept-encoding': 'br' } }).then((response) => response.status);
    // Twice the limit in posts, all at once, with page requests among them.
    const [posts, pages] = await Promise.all([
      Promise.all(Array.from({ length: limit * 2 }, post)),
      Promise.all(Array.from({ length: 40 }, page)),
    ]);
    expect(pages.every((status) => status === 200)).toBe(true);
    expect(posts.filter((status) => status === 201)).toHaveLength(limit);
    expect(posts.filter((status) => status === 429)).toHaveLength(limit);
    expect(await readStore()).toHaveLength(limit);
    // Still healthy afterwards.
    expect((await fetch(`${server.origin}/contact`)).status).toBe(200);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
  }
});

const serverEntry = fileURLToPath(new URL('../../dist/server/main.js', import.meta.url));
const submissionsCli = fileURLToPath(new URL('../../dist/server/submissions.js', import.meta.url));

test('an odd retention setting stops the server with one line; the command refuses an odd --months with one line, exit 2', () => {
  const odd: [string, string][] = [
    ['RETENTION_MONTHS', '0'],
    ['RETENTION_MONTHS', 'six'],
    ['RETENTION_MONTHS', '0.5'],
    ['RETENTION_MONTHS', '6.9'],
    ['CONTACT_RETENTION_DAYS', '0.5'],
    ['RETENTION_AT', 'nightly'],
  ];
  for (const [name, value] of odd) {
    const started = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port + 14), HOST: '127.0.0.1', [name]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status, `${name}=${value}`).toBe(1);
    expect(started.stderr.trim().split('\n'), `${name}=${value}`).toEqual([
      expect.stringContaining(`(${name}=${value})`),
    ]);
  }
  for (const months of ['-1', 'abc', '0', '2.5']) {
    const refused = spawnSync(process.execPath, [submissionsCli, 'retention', '--months', months], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(refused.status, months).toBe(2);
    const lines = refused.stderr.trim().split('\n');
    expect(lines, months).toHaveLength(1);
    expect(refused.stderr, months).not.toMatch(/^\s+at /m);
  }
});

test('the server runs the retention at start; `npm run retention` runs and records it too, and a dry run only counts', async () => {
  const server = await startServer(port + 15, { DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { captureOutput: true });
  try {
    await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('retention run start: 0 applications');
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
  }
  const retention = (...args: string[]) =>
    spawnSync(process.execPath, [submissionsCli, 'retention', ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
  const dry = retention('--dry-run');
  expect(dry.status).toBe(0);
  expect(dry.stdout).toMatch(/^Would delete 0 applications/);
  const run = retention();
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^Deleted 0 applications .*; the run is recorded\./);
  const store = await openSqliteStore(dataDir);
  try {
    const runs = await store.query((db) =>
      db.selectFrom('retentionRuns').select('trigger').orderBy('startedAt').execute(),
    );
    expect(runs.map((recorded) => recorded.trigger)).toEqual(['start', 'command']);
  } finally {
    await store.close();
  }
});
