import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { PageManifest } from '../../src/routes/pageManifest';
import { port } from '../playwright.config';
import { skipConsent, uniqueText } from './support/forms';
import { waitForHydration } from './support/hydration';
import { startNginx, type RunningNginx } from './support/nginx';
import { startServer, type RunningServer } from './support/serverProcess';
import { dictionaries, locales } from './support/site';
import { openSqliteStore } from '../support/formStore';

// Debian's nginx serves dist/static with the configuration the build wrote; /api/ goes to a forms server
// of its own. Every answer is compared with the fastify server's (the suite's server on `port`).
test.describe.configure({ mode: 'serial' });

const manifest = JSON.parse(
  readFileSync(new URL('../../dist/pages/pages.json', import.meta.url), 'utf8'),
) as PageManifest;
const fastify = `http://127.0.0.1:${String(port)}`;
/** What nginx serves (support/nginx.ts): the directory the build publishes for static hosts. */
const staticDir = fileURLToPath(new URL('../../dist/static', import.meta.url));

let nginx: RunningNginx;
let forms: RunningServer;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-nginx-data-'));
  // The public origin is nginx's: the forms server accepts posts from pages served there, and no other.
  forms = await startServer(port + 31, { DATA_DIR: dataDir, SITE_ORIGIN: `http://127.0.0.1:${String(port + 30)}` });
  nginx = await startNginx(port + 30, port + 31);
});

test.afterAll(async () => {
  await nginx.stop();
  forms.process.kill('SIGTERM');
  await forms.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const noRedirect = { redirect: 'manual' } as const;
const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { ...noRedirect, headers });

/** The headers a visitor's browser acts on (those the lawyer's and the attacker's reviews asked for among them). */
const securityHeaderNames = [
  'Content-Security-Policy',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
];

function policyHeaders(response: Response): Record<string, string | null> {
  const names = [...securityHeaderNames, 'Cache-Control', 'Content-Type'];
  return Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));
}

/** The pages nginx's map lists, as path -> file, from the configuration the build's code wrote for this run. */
function mappedFiles(siteConfig: string): Map<string, string> {
  const block = /map \$uri \$globalis_file \{([^}]*)\}/.exec(siteConfig)?.[1] ?? '';
  return new Map([...block.matchAll(/^\s*"([^"]+)" "([^"]+)";$/gm)].map(([, path = '', file = '']) => [path, file]));
}

/**
 * One page of each kind nginx may treat differently: per language prefix, per depth, and whether a folder of the
 * same name stands beside the page's file ("/de" is de.html beside de/, where nginx's own rules would redirect to
 * "/de/"). That every route answers 200 is checked in process (unit/server.test.ts); here, what nginx adds.
 */
function pageShapes(root: string): string[] {
  const shapes = new Map<string, string>();
  for (const path of Object.keys(manifest.pages)) {
    const segments = path.split('/').filter(Boolean);
    const prefix = locales.find((locale) => locale !== 'en' && segments[0] === locale) ?? 'en';
    const besideFolder = path !== '/' && existsSync(join(root, path)) && statSync(join(root, path)).isDirectory();
    const shape = `${prefix}, ${String(segments.length)} deep${besideFolder ? ', beside a folder' : ''}`;
    if (!shapes.has(shape)) shapes.set(shape, path);
  }
  return [...shapes.values()];
}

test("nginx maps every page to its file, and serves a page of each kind with the fastify server's headers and bytes", async () => {
  const mapped = mappedFiles(nginx.siteConfig);
  const paths = Object.keys(manifest.pages);
  expect(paths.length).toBeGreaterThan(100);
  for (const path of paths) expect(mapped.get(path), path).toBe(`/${manifest.pages[path] ?? ''}`);
  expect(nginx.siteConfig).toContain(`root "${staticDir}";`);
  const sample = pageShapes(staticDir);
  // Home, the language homes beside their folders, pages one to four deep, with and without a folder beside them.
  expect(sample).toEqual(
    expect.arrayContaining([
      '/',
      '/de',
      '/tr',
      '/services',
      '/it-services',
      '/services/it/cloud',
      '/de/services/it/cloud',
    ]),
  );
  for (const path of sample) {
    const [viaNginx, viaFastify] = await Promise.all([get(nginx.origin, path), get(fastify, path)]);
    expect(viaNginx.status, path).toBe(200);
    expect(policyHeaders(viaNginx), path).toEqual(policyHeaders(viaFastify));
    expect(await viaNginx.text(), path).toBe(await viaFastify.text());
  }
  // The headers are the policy itself, not merely equal to each other.
  const home = await get(nginx.origin, '/');
  for (const name of securityHeaderNames) expect(home.headers.get(name), name).toBeTruthy();
  expect(home.headers.get('content-security-policy')).toMatch(
    /script-src 'self' 'sha256-[^']+';.*frame-ancestors 'none'/,
  );
  expect(home.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  expect(home.headers.get('x-content-type-options')).toBe('nosniff');
});

test('unknown paths answer 404 with the page in their language, as the fastify server does', async () => {
  const cases = {
    '/no-such-page': 'en',
    '/de/keine-seite': 'de',
    '/tr/olmayan/sayfa': 'tr',
    '/about.html': 'en',
    '/de/404.html': 'de',
    '/deutsch': 'en',
  };
  for (const [path, locale] of Object.entries(cases)) {
    const [viaNginx, viaFastify] = await Promise.all([get(nginx.origin, path), get(fastify, path)]);
    expect(viaNginx.status, path).toBe(404);
    expect(viaFastify.status, path).toBe(404);
    const body = await viaNginx.text();
    expect(body, path).toContain(`<html lang="${locale}"`);
    expect(body, path).toBe(await viaFastify.text());
    expect(policyHeaders(viaNginx), path).toEqual(policyHeaders(viaFastify));
  }
});

test("serves the staff editor as the fastify server does: /admin to /admin/, its page and files with the editor's headers", async () => {
  const script = readdirSync(join(staticDir, 'admin', 'assets')).find(
    (name) => name.startsWith('index-') && name.endsWith('.js'),
  );
  expect(script).toBeTruthy();
  for (const path of ['/admin?from=bookmark', '/admin/', `/admin/assets/${script ?? ''}`, '/admin/nope']) {
    const [viaNginx, viaFastify] = await Promise.all([get(nginx.origin, path), get(fastify, path)]);
    expect(viaNginx.status, path).toBe(viaFastify.status);
    // Content-Type aside: nginx names a .js file application/javascript (fastify text/javascript), and a redirect's body text/html.
    const editorHeaders = (response: Response) =>
      Object.fromEntries(
        [...securityHeaderNames, 'Cache-Control', 'X-Robots-Tag', 'Location'].map((name) => [
          name,
          response.headers.get(name),
        ]),
      );
    expect(editorHeaders(viaNginx), path).toEqual(editorHeaders(viaFastify));
    if (viaNginx.status === 200) expect(await viaNginx.text(), path).toBe(await viaFastify.text());
  }
  const page = await get(nginx.origin, '/admin/');
  expect(page.headers.get('content-security-policy')).toContain('https://api.github.com');
  expect(page.headers.get('x-robots-tag')).toBe('noindex');
});

test('redirects go where the fastify server sends them, and never to another site', async () => {
  const same = [
    '/about/',
    '/de/about/?ref=mail',
    '/green-energy',
    '/de/green-energy?x=1',
    '/tr/green-energy/',
    '/services/it//',
  ];
  for (const path of same) {
    const [viaNginx, viaFastify] = await Promise.all([get(nginx.origin, path), get(fastify, path)]);
    expect(viaNginx.status, path).toBe(301);
    expect(viaNginx.headers.get('location'), path).toBe(viaFastify.headers.get('location'));
    expect(viaNginx.headers.get('strict-transport-security'), path).toBe(
      viaFastify.headers.get('strict-transport-security'),
    );
  }
  const hostile = [
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%5Cevil.example/',
    '/%2f/evil.example/',
    '/de//evil.example/',
    '/%09/evil.example/',
  ];
  for (const path of hostile) {
    const response = await get(nginx.origin, path);
    const location = response.headers.get('location');
    if (location === null) {
      expect(response.status, path).toBe(404);
      continue;
    }
    expect(response.status, path).toBe(301);
    // A browser resolves the Location against the page's address: it must stay on this host.
    expect(new URL(location, nginx.origin).origin, `${path} -> ${location}`).toBe(nginx.origin);
    expect(location, path).toMatch(/^\/(?![/\\])/);
  }
});

test('another host name is closed without an answer, and a post from another site is refused through nginx', async () => {
  // Probe of issue 32: nginx forwarded any Host, and the forms server took a post whose Origin matched it.
  const answer = await new Promise<string>((resolve) => {
    httpGet(`${nginx.origin}/api/contact`, { headers: { host: 'evil.example' } }, (response) =>
      resolve(`answered ${String(response.statusCode)}`),
    ).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  expect(answer).toBe('ECONNRESET');
  const contact = JSON.stringify({ name: 'Eve', email: 'eve@example.com', service: 'it', message: 'Forged.' });
  const forged = await fetch(`${nginx.origin}/api/contact`, {
    method: 'POST',
    body: contact,
    headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
  });
  expect(forged.status).toBe(403);
});

test('hashed assets are cached for a year, other files an hour, pages revalidated; compressed files are served precompressed, brotli first', async () => {
  const home = await (await get(nginx.origin, '/')).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(script).toBeDefined();
  const asset = await get(nginx.origin, script ?? '', { 'accept-encoding': 'gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-type')).toMatch(/javascript/);
  expect((await get(nginx.origin, '/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  const securityTxt = await get(nginx.origin, '/.well-known/security.txt');
  expect(securityTxt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await securityTxt.text()).toContain('Canonical: ');
  expect((await get(nginx.origin, '/de/about')).headers.get('cache-control')).toBe('no-cache');

  // fetch() decompresses by itself: read the raw bytes with an explicit encoding through node's http.
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
      httpGet(`${nginx.origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            encoding: response.headers['content-encoding'],
            vary: response.headers.vary,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });
  const about = await (await get(fastify, '/about')).text();
  const brotli = await raw('/about', 'gzip, deflate, br');
  expect(brotli.encoding).toBe('br');
  expect(brotli.vary).toBe('Accept-Encoding');
  expect(brotliDecompressSync(brotli.body).toString()).toBe(about);
  const gzip = await raw('/about', 'gzip');
  expect(gzip.encoding).toBe('gzip');
  expect(gunzipSync(gzip.body).toString()).toBe(about);
  expect((await raw('/about', 'identity')).body.toString()).toBe(about);
  // The variants are never served under their own names.
  expect((await get(nginx.origin, '/about.html.gz')).status).toBe(404);
  expect((await get(nginx.origin, `${script ?? ''}.br`)).status).toBe(404);
});

test('a page served by nginx runs under its policy, and a contact message and an application posted through it reach the forms server', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await skipConsent(page);
  const message = uniqueText('via nginx');
  await page.goto(`${nginx.origin}/de/contact`);
  await waitForHydration(page);
  await page.locator('#contact-name').fill('Ada Lovelace');
  await page.locator('#contact-email').fill('ada@example.com');
  await page.locator('#contact-service').selectOption('it');
  await page.locator('#contact-message').fill(message);
  await page.getByRole('button', { name: dictionaries.de.forms.contact.submit }).click();
  await expect(page.getByTestId('form-outcome')).toHaveText(dictionaries.de.forms.contact.success);
  expect(violations).toEqual([]);

  const form = new FormData();
  form.append('name', 'Grace Hopper');
  form.append('email', 'grace@example.com');
  form.append(
    'cv',
    new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000_000, 0x41)])], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const application = await fetch(`${nginx.origin}/api/applications`, {
    method: 'POST',
    body: form,
    headers: { origin: nginx.origin },
  });
  expect(application.status).toBe(201);
  // The forms server's security headers arrive once, not twice.
  expect(application.headers.get('x-frame-options')).toBe('DENY');

  const store = await openSqliteStore(dataDir);
  try {
    const records = await store.list();
    expect(records.filter((record) => record.message === message)).toMatchObject([
      { kind: 'contact', locale: 'de', service: 'it' },
    ]);
    expect(records.filter((record) => record.kind === 'application')).toMatchObject([
      { name: 'Grace Hopper', cv: { size: 2_000_009 } },
    ]);
  } finally {
    await store.close();
  }
});
