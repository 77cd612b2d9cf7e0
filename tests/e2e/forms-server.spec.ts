import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { expect, test } from '@playwright/test';
import { cvPath } from '../../src/server/store/cvFiles';
import { SubmissionStore } from '../../src/server/store/SubmissionStore';
import { port } from '../playwright.config';
import { startServer } from './support/serverProcess';

// These tests run their own server processes (own ports and data directories) and kill them.
test.describe.configure({ mode: 'serial' });

let dataDir = '';
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-server-test-'));
});
test.afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const readStore = () => {
  const store = new SubmissionStore(dataDir);
  try {
    return store.list();
  } finally {
    store.close();
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
    const records = readStore();
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
    expect(readStore()).toHaveLength(2);
  } finally {
    restarted.process.kill('SIGTERM');
    await restarted.exited;
  }
});

function summary(result: Result) {
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

test('under load from another process, pages keep being served and the rate limit answers 429, not errors', async () => {
  const testInfo = test.info();
  const limit = 20;
  const server = await startServer(port + 13, { DATA_DIR: dataDir, FORM_RATE_LIMIT: String(limit) });
  try {
    const duration = 5;
    const [pages, forms] = await Promise.all([
      autocannon({ url: `${server.origin}/about`, connections: 8, duration, headers: { 'accept-encoding': 'br' } }),
      autocannon({
        url: `${server.origin}/api/contact`,
        connections: 8,
        duration,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', service: 'it', message: 'Load test message' }),
      }),
    ]);
    const figures = { pages: summary(pages), forms: summary(forms) };
    await testInfo.attach('load-figures', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
    console.log(`load test figures: ${JSON.stringify(figures)}`);

    expect(pages.errors + pages.timeouts).toBe(0);
    expect(pages.non2xx).toBe(0);
    expect(pages.requests.total).toBeGreaterThan(100);
    expect(forms.errors + forms.timeouts).toBe(0);
    expect(Object.keys(figures.forms.statuses).sort()).toEqual(['201', '429']);
    expect(figures.forms.statuses['201']).toBe(limit);
    expect(readStore()).toHaveLength(limit);
    // Still healthy afterwards.
    expect((await fetch(`${server.origin}/contact`)).status).toBe(200);
  } finally {
    server.process.kill('SIGTERM');
    await server.exited;
  }
});
