import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { fakeDist, testForms } from './support/fakeDist';
import { openTestStore, type TestStore } from './support/stores';
import { openSqliteStore } from '../support/formStore';

const validContact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'hr', message: 'Hello' };

describe('the form API under abuse', () => {
  let dist = '';
  let app: FastifyInstance;
  let origin = '';

  beforeAll(async () => {
    dist = fakeDist();
    app = await buildServer({ distDir: dist, forms: testForms(join(dist, 'data'), 3) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After once one address has sent too much, and still serves pages', async () => {
    const send = () =>
      fetch(`${origin}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'de' },
        body: JSON.stringify(validContact),
      });
    const statuses = [];
    for (let index = 0; index < 5; index++) statuses.push((await send()).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await send();
    expect(limited.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const problem = (await limited.json()) as { status: number; detail: string };
    expect(problem.status).toBe(429);
    expect(problem.detail).toMatch(/Minuten/);
    expect((await fetch(`${origin}/about`)).status).toBe(200);
    const store = await openSqliteStore(join(dist, 'data'));
    expect(await store.list()).toHaveLength(3);
    await store.close();
  });

  it('answers headers larger than Node accepts with 431 and a problem document, and keeps running', async () => {
    const { status, type, body } = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${origin}/api/contact`,
          { method: 'POST', headers: { 'x-padding': 'x'.repeat(64 * 1024) } },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body: text });
            });
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(status).toBe(431);
    expect(type).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(body)).toMatchObject({ status: 431 });
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it('answers a form sent without JavaScript with a translated page listing what to fix', async () => {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': '203.0.113.9',
      },
      body: new URLSearchParams({ ...validContact, email: 'kaputt', lang: 'tr' }).toString(),
    });
    // A proxy on this machine (here: the test) names the client, whose own limit is untouched.
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="tr">');
    expect(html).toMatch(/<li>E-posta[^<]*: [^<]+<\/li>/);
    expect(html).toContain('href="/tr/contact"');
  });
});

describe('several servers on one PostgreSQL', () => {
  const servers: FastifyInstance[] = [];
  let testStore: TestStore;

  beforeAll(async () => {
    testStore = await openTestStore('postgres');
    for (let index = 0; index < 2; index++) {
      const dist = fakeDist();
      const forms = { ...testForms(join(dist, 'data'), 3), databaseUrl: testStore.databaseUrl };
      const app = await buildServer({ distDir: dist, forms });
      app.addHook('onClose', () => rmSync(dist, { recursive: true, force: true }));
      servers.push(app);
    }
  });

  afterAll(async () => {
    for (const app of servers) await app.close();
    await testStore.close();
  });

  const post = (app: FastifyInstance, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: address,
      payload: validContact,
      headers: { 'content-type': 'application/json' },
    });

  it('count one address against one limit, whichever server its posts reach', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('two servers expected');
    const statuses = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await post(index % 2 === 0 ? first : second, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another visitor is not held back by the first one's posts.
    expect((await post(second, '198.51.100.8')).statusCode).toBe(201);
    expect(await testStore.reader.list()).toHaveLength(4);
  });
});

describe('a PostgreSQL store that cannot be reached', () => {
  it('answers form posts 503 with Retry-After and goes on serving pages', async () => {
    const dist = fakeDist();
    // Port 9 (discard): nothing listens there on a test machine.
    const unreachable = 'postgres://postgres@127.0.0.1:9/nothing';
    const app = await buildServer({
      distDir: dist,
      forms: { ...testForms(join(dist, 'data')), databaseUrl: unreachable },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: validContact,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject('/about')).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
