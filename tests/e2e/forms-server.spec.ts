import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
