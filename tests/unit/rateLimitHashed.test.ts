/**
 * The rate limits keep a keyed hash of the client's address, never the address (privacy policy: "submissions
 * counted per IP address as a keyed hash, the count deleted after 15 minutes"): on PostgreSQL nothing in the
 * table reads back as the address or its /64, servers sharing the database count one visitor together, and a
 * window that has ended is gone within the sweep's minute.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Address6 } from 'ip-address';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { buildServer } from '../../src/server/app';
import { sweepEveryMs } from '../../src/server/rateLimit';
import { addressHash } from '../../src/server/rateLimit/addressHash';
import { createDatabase } from '../support/postgresCluster';
import { fakeDist, testForms } from './support/fakeDist';

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it', message: 'Hello' };
const windowMs = 15 * 60_000;
const ipv4 = '203.0.113.7';
const ipv6 = '2001:db8:85a3:8d3:1319:8a2e:370:7348';

/** Every way the test can think of that an address, or its /64, could be written down. */
function writtenForms(): string[] {
  const v6 = new Address6(ipv6);
  const net = new Address6(`${ipv6}/64`);
  const hex = v6.canonicalForm().replace(/:/g, '');
  const v4bytes = ipv4.split('.').map(Number);
  return [
    ipv4,
    v4bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(''),
    String(v4bytes.reduce((sum, byte) => sum * 256 + byte, 0)),
    Buffer.from(v4bytes).toString('base64').replace(/=+$/, ''),
    v6.correctForm(),
    v6.canonicalForm(),
    hex,
    hex.slice(0, 16),
    net.startAddress().correctForm(),
    net.startAddress().canonicalForm().split(':').slice(0, 4).join(':'),
    v6.correctForm().split(':').slice(0, 4).join(':'),
    Buffer.from(hex, 'hex').toString('base64').replace(/=+$/, ''),
    Buffer.from(hex.slice(0, 16), 'hex').toString('base64').replace(/=+$/, ''),
  ].map((form) => form.toLowerCase());
}

async function rows(url: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return [
      ...(await client.query<Record<string, unknown>>('SELECT * FROM form_rate_limits')).rows,
      ...(await client.query<Record<string, unknown>>('SELECT * FROM rate_limit_keys')).rows,
    ];
  } finally {
    await client.end();
  }
}

const apps: FastifyInstance[] = [];
const dists: string[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const app of apps.splice(0)) await app.close();
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

async function server(databaseUrl: string, max = 1000): Promise<FastifyInstance> {
  const dist = fakeDist();
  dists.push(dist);
  const forms = testForms(join(dist, 'data'), max);
  const app = await buildServer({ distDir: dist, forms: { ...forms, databaseUrl, rateLimit: { max, windowMs } } });
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: contact,
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });

describe('the rate limit on PostgreSQL', () => {
  it('keeps no address in any form: not the address, its /64, nor their bytes', async () => {
    const url = await createDatabase(inject('postgresAdminUrl'), 'hashed_limit');
    const app = await server(url);
    expect((await post(app, ipv4)).statusCode).toBe(201);
    expect((await post(app, ipv6)).statusCode).toBe(201);
    const stored = await rows(url);
    // One count per client, and the day's key.
    expect(stored).toHaveLength(3);
    const text = JSON.stringify(stored).toLowerCase();
    for (const form of writtenForms()) expect(text, form).not.toContain(form);
  });

  it('counts one visitor together on every server of the database (one key of the day for all)', async () => {
    const url = await createDatabase(inject('postgresAdminUrl'), 'hashed_shared');
    const first = await server(url, 3);
    const second = await server(url, 3);
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await post(app, ipv4)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another address has its own count.
    expect((await post(second, '198.51.100.9')).statusCode).toBe(201);
  });

  it('deletes a window within the sweep’s minute after it ended, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const url = await createDatabase(inject('postgresAdminUrl'), 'hashed_sweep');
    const app = await server(url);
    expect((await post(app, ipv4)).statusCode).toBe(201);
    const counts = async () => (await rows(url)).filter((row) => 'hits' in row).length;
    expect(await counts()).toBe(1);

    // Still counting a second before the end: the minute's sweep keeps it.
    vi.setSystemTime(Date.now() + windowMs - sweepEveryMs - 1000);
    await vi.advanceTimersByTimeAsync(sweepEveryMs);
    await expect.poll(counts).toBe(1);
    // Ended: gone at the next sweep, within the minute.
    await vi.advanceTimersByTimeAsync(sweepEveryMs);
    await expect.poll(counts).toBe(0);
  });
});

describe('the keyed hash', () => {
  it('is the same on two servers with one RATE_LIMIT_KEY, differs between servers without it, and changes with the day', async () => {
    const clock = { now: Date.UTC(2026, 11, 8, 23, 59) };
    const now = () => clock.now;
    const secret = 'a'.repeat(32);
    const [first, second] = [addressHash({ secret, now }), addressHash({ secret, now })];
    const today = await first.hash(ipv4);
    expect(await second.hash(ipv4)).toBe(today);
    expect(await first.hash('198.51.100.9')).not.toBe(today);
    // Without the setting, each process draws its own key: fine for one server, which counts in memory.
    expect(await addressHash({ now }).hash(ipv4)).not.toBe(await addressHash({ now }).hash(ipv4));
    clock.now += 60_000;
    expect(await first.hash(ipv4)).not.toBe(today);
    for (const form of writtenForms()) expect(today.toLowerCase()).not.toContain(form);
  });
});
