import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { SubmissionStore } from '../../src/server/store/SubmissionStore';
import { fakeDist, testForms } from './support/fakeDist';

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
    const store = new SubmissionStore(join(dist, 'data'));
    expect(store.list()).toHaveLength(3);
    store.close();
  });

  it('answers headers larger than Node accepts with 431 and a problem document, and keeps running', async () => {
    const { status, type, body } = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(`${origin}/api/contact`, { method: 'POST', headers: { 'x-padding': 'x'.repeat(64 * 1024) } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '', body: text });
        });
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(431);
    expect(type).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(body)).toMatchObject({ status: 431 });
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });

  it('answers a form sent without JavaScript with a translated page listing what to fix', async () => {
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': '203.0.113.9' },
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
