/**
 * GitHub's push webhook on the forms server (`POST /api/rebuild`): a delivery signed with the secret asks for one
 * build; one without a signature, with a wrong one, or with a signature GitHub made for another body is refused
 * 401 and asks for nothing.
 */
import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { rebuildServerSettingsFromEnv } from '../../src/server/rebuild/settings';
import { readRebuildRequest } from '../../src/serverKit';
import { fakeDist, testForms } from './support/fakeDist';

const secret = 'a-secret-of-at-least-thirty-two-characters-0123456789';
const sign = (body: string, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
const push = (branch: string, after = 'c0ffee') => JSON.stringify({ ref: `refs/heads/${branch}`, after });

describe('the rebuild webhook', () => {
  let dist = '';
  let dir = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fakeDist({});
    dir = mkdtempSync(join(tmpdir(), 'rebuild-hook-'));
    app = await buildServer({
      distDir: dist,
      forms: testForms(join(dist, 'data')),
      rebuild: { dir, webhookSecret: secret, branch: 'main' },
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  const deliver = (body: string, signature: string | undefined, event = 'push') =>
    app.inject({
      method: 'POST',
      url: '/api/rebuild',
      headers: {
        'content-type': 'application/json',
        'x-github-event': event,
        ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
      },
      payload: body,
    });

  it('refuses a delivery without a signature, with a wrong one, or with another body’s, and asks for nothing', async () => {
    const body = push('main');
    expect((await deliver(body, undefined)).statusCode).toBe(401);
    expect((await deliver(body, sign(body, 'another-secret-of-thirty-two-characters-abcdef'))).statusCode).toBe(401);
    expect((await deliver(body, 'sha256=00')).statusCode).toBe(401);
    // An earlier delivery's signature, replayed with a body that names another commit.
    const earlier = push('main', 'c0ffee');
    expect((await deliver(push('main', 'badc0de'), sign(earlier))).statusCode).toBe(401);
    expect(readRebuildRequest(dir)).toBeUndefined();
    expect(existsSync(join(dir, 'request.json'))).toBe(false);
  });

  it('asks for one build for a signed push to the site’s branch', async () => {
    const body = push('main');
    const reply = await deliver(body, sign(body));
    expect(reply.statusCode).toBe(202);
    expect(reply.json()).toEqual({ requested: true });
    const request = readRebuildRequest(dir);
    expect(request).toMatchObject({ by: 'github' });
    // A later push is a later request: the runner builds once more for it.
    await deliver(body, sign(body));
    expect(readRebuildRequest(dir)?.at).toBeGreaterThan(request?.at ?? Infinity);
  });

  it('builds nothing for a signed push to another branch, and answers GitHub’s ping', async () => {
    const before = readRebuildRequest(dir);
    const other = push('feature');
    expect((await deliver(other, sign(other))).json()).toEqual({ requested: false });
    const ping = JSON.stringify({ zen: 'Keep it logically awesome.' });
    expect((await deliver(ping, sign(ping), 'ping')).statusCode).toBe(200);
    expect(readRebuildRequest(dir)).toEqual(before);
  });

  it('is not served without a secret, and refuses a short secret at start', async () => {
    const plain = await buildServer({ distDir: dist, forms: testForms(join(dist, 'data-plain')) });
    const body = push('main');
    const reply = await plain.inject({
      method: 'POST',
      url: '/api/rebuild',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body), 'x-github-event': 'push' },
      payload: body,
    });
    expect(reply.statusCode).toBe(404);
    await plain.close();
    expect(() => rebuildServerSettingsFromEnv({ REBUILD_WEBHOOK_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
