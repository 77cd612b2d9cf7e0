/**
 * The editor's "Sign in with GitHub" through the site's own server: /auth sends the writer to GitHub with the
 * company's app and a state bound to this browser; the callback trades the code for a token only with that
 * state, and hands the token to the editor's window on this origin only, by a script its CSP allows by hash.
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { fakeDist, testForms } from './support/fakeDist';

describe('sign-in with GitHub for the editor', () => {
  let dist = '';
  let app: FastifyInstance;
  const codes: string[] = [];

  beforeAll(async () => {
    dist = fakeDist({});
    app = await buildServer({
      distDir: dist,
      forms: testForms(join(dist, 'data')),
      githubSignIn: {
        clientId: 'Iv1.company-app',
        clientSecret: 'never-sent-to-a-browser',
        exchange: (code) => {
          codes.push(code);
          return Promise.resolve(code === 'good-code' ? { token: 'gho_token' } : { error: 'bad_verification_code' });
        },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const start = async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/github-sign-in/auth?provider=github&site_id=www.example.de',
    });
    const location = new URL(String(reply.headers.location));
    const cookie = String(reply.headers['set-cookie']).split(';')[0] ?? '';
    return { reply, location, cookie, state: location.searchParams.get('state') ?? '' };
  };

  it('sends the writer to GitHub with the company’s app and a state kept in a cookie of its own', async () => {
    const { reply, location, cookie, state } = await start();
    expect(reply.statusCode).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv1.company-app');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toBe(`github_sign_in_state=${state}`);
    expect(String(reply.headers['set-cookie'])).toContain('HttpOnly');
    expect(JSON.stringify(reply.headers)).not.toContain('never-sent-to-a-browser');
  });

  it('trades the code only with this browser’s state, and hands the token to its own origin only', async () => {
    const { cookie, state } = await start();
    const forged = await app.inject({
      method: 'GET',
      url: `/api/github-sign-in/callback?code=good-code&state=${'0'.repeat(32)}`,
      headers: { cookie },
    });
    expect(forged.body).toContain('authorization:github:error');
    expect(forged.body).not.toContain('gho_token');
    expect(codes).toEqual([]);

    const reply = await app.inject({
      method: 'GET',
      url: `/api/github-sign-in/callback?code=good-code&state=${state}`,
      headers: { cookie },
    });
    expect(codes).toEqual(['good-code']);
    expect(reply.body).toContain(
      'authorization:github:success:{\\"provider\\":\\"github\\",\\"token\\":\\"gho_token\\"}',
    );
    expect(reply.body).toContain('postMessage(message, location.origin)');
    expect(reply.body).not.toContain("'*'");
    const script = /<script>([\s\S]*)<\/script>/.exec(reply.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(reply.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    expect(reply.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('says when GitHub refused the code, with no token', async () => {
    const { cookie, state } = await start();
    const reply = await app.inject({
      method: 'GET',
      url: `/api/github-sign-in/callback?code=stale&state=${state}`,
      headers: { cookie },
    });
    expect(reply.body).toContain('authorization:github:error');
    expect(reply.body).toContain('bad_verification_code');
  });
});
