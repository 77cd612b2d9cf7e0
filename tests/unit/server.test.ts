import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prePaintScript } from '../../src/state/prePaintScript';
import { locales, localizePath } from '../../src/i18n/locales';
import { routes } from '../../src/routes/routes';
import { pageFileName } from '../../src/routes/pageManifest';
import { buildServer } from '../../src/server/app';
import { fakeDist, testForms } from './support/fakeDist';

describe('the production server', () => {
  let dist = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fakeDist({ everyPage: true });
    app = await buildServer({ distDir: dist, forms: testForms(join(dist, 'data')) });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // The one check that every route answers 200: the build writes a page for each (e2e/pages.spec.ts reads them
  // in dist), the prerender's render is checked page by page in serverRender.test.ts, and nginx's map in nginx.spec.ts.
  it('serves every route of the route table in every language with its own page, 200 and revalidation', async () => {
    const urls = locales.flatMap((locale) => routes.map((route) => localizePath(route.path, locale)));
    expect(urls.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const url of urls) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const own = readFileSync(join(dist, 'pages', pageFileName(url)), 'utf8');
      const { statusCode, body, headers } = response;
      if (
        statusCode !== 200 ||
        body !== own ||
        headers['content-type'] !== 'text/html; charset=utf-8' ||
        headers['cache-control'] !== 'no-cache'
      )
        wrong.push(
          `${url}: ${String(statusCode)} ${String(headers['content-type'])} ${String(headers['cache-control'])} ${body.slice(0, 40)}`,
        );
    }
    expect(wrong).toEqual([]);
    expect((await app.inject('/de/about')).body).toContain('über uns');
  });

  it('answers unknown paths with the 404 page of their language and status 404', async () => {
    const english = await app.inject('/does-not-exist');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('not found');
    const german = await app.inject('/de/gibt-es-nicht');
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain('nicht gefunden');
  });

  it('redirects a trailing slash to the page itself, keeping the query', async () => {
    const response = await app.inject('/about/?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?x=1');
  });

  it('sends the precompressed variant the browser accepts', async () => {
    const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    const plain = await app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<h1>about</h1>');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    expect((await app.inject('/assets/app-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves security.txt under /.well-known as plain UTF-8 text (RFC 9116)', async () => {
    const response = await app.inject('/.well-known/security.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toContain('Contact: mailto:');
  });

  it('sends the security headers on pages, assets and 404s', async () => {
    for (const url of ['/', '/assets/app-abc123.js', '/nope']) {
      const { headers } = await app.inject(url);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('allows the inline theme script by its hash and nothing else inline', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(prePaintScript).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  // The editor's wider policy must not leak: the public pages' CSP is exactly what it was before /admin.
  it('keeps the public policy as strict as before the editor: this origin only, one hashed inline script', async () => {
    const hash = createHash('sha256').update(prePaintScript).digest('base64');
    const expected = [
      "default-src 'self'",
      `script-src 'self' 'sha256-${hash}'`,
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join(';');
    for (const url of ['/', '/de/about', '/assets/app-abc123.js', '/nope', '/admin/nope', '/admin/assets/missing.js']) {
      const { headers } = await app.inject(url);
      expect(headers['content-security-policy'], url).toBe(expected);
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('serves the staff editor at /admin/ with its own headers: GitHub’s API allowed, noindex, the sign-in popup kept', async () => {
    const redirect = await app.inject('/admin?from=menu');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/admin/?from=menu');
    const page = await app.inject('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<title>editor</title>');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' data: https://api.github.com;");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    // The preview pane's frame (a blob: page Sveltia writes), and no other frame source.
    expect(csp.split(';').filter((directive) => /^(frame|child)-src/.test(directive))).toEqual(['frame-src blob:']);
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const asset = await app.inject({ url: '/admin/assets/index-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-robots-tag']).toBe('noindex');
    // Only the page and its files: the build's index.html has no second address, other paths are the 404 page.
    expect((await app.inject('/admin/index.html')).statusCode).toBe(404);
    expect((await app.inject('/admin/nope')).statusCode).toBe(404);
  });
});
