import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLocale, localizePath } from '../../src/i18n/locales';
import { buildServer } from '../../src/server/app';
import { fakeDist, testForms } from './support/fakeDist';
import { multipart, sampleFiles } from './support/multipart';
import { openSqliteStore, type OwnStore } from '../support/formStore';

// Findings of the hardening review (issue 12) that a request answered in-process can show.
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it', message: 'We need a new intranet.' };
const applicant = { name: 'Grace Hopper', email: 'grace@example.com' };

let dist = '';
let dataDir = '';
let app: FastifyInstance;
let reader: OwnStore;

beforeAll(async () => {
  dist = fakeDist();
  dataDir = join(dist, 'data');
  // The operator made the data directory, readable by everyone.
  mkdirSync(dataDir, { mode: 0o755 });
  app = await buildServer({ distDir: dist, forms: testForms(dataDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  reader = await openSqliteStore(dataDir);
});

afterAll(async () => {
  await reader.close();
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const postContact = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

const postApplication = (
  fields: Record<string, string>,
  fileName: string,
  bytes: Buffer,
  headers: Record<string, string> = {},
) => {
  const { body, headers: framing } = multipart(fields, [{ name: 'cv', fileName, bytes }]);
  return app.inject({ method: 'POST', url: '/api/applications', payload: body, headers: { ...framing, ...headers } });
};

function problem(
  response: LightMyRequestResponse,
  status: number,
): { title: string; detail: string; errors?: { field: string; code: string }[] } {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  return response.json();
}

/** The Location of a GET sent exactly as written: no client library tidies the path first. */
function redirectOf(path: string): Promise<{ status: number; location: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: String(response.headers.location) });
    }).on('error', reject);
  });
}

describe('1. redirects never leave the site', () => {
  it.each([
    '//evil.example/x/',
    '///evil.example/x/',
    '/\\evil.example/x/',
    '/\\/evil.example/x/',
    '/%2F%2Fevil.example/x/',
    '/%5cevil.example/x/',
    '/de//evil.example/',
  ])('%s is redirected to a path of this site', async (url) => {
    const { status, location } = await redirectOf(url);
    expect(status).toBe(301);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, 'https://site.test').origin).toBe('https://site.test');
  });

  it('builds language links of an odd path from the cleaned path', () => {
    for (const visited of ['//evil.example', '/\\evil.example', '/de//evil.example', '/%2f%2fevil.example']) {
      const { path } = splitLocale(visited);
      for (const locale of ['en', 'de', 'tr'] as const) {
        expect(new URL(localizePath(path, locale), 'https://site.test').origin).toBe('https://site.test');
      }
    }
  });
});

describe('2. cross-site posts are refused', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
  ])('with %s: 403 in the visitor language, nothing stored', async (_label, headers) => {
    const before = (await reader.list()).length;
    const refused = problem(await postContact(contact, { ...headers, 'accept-language': 'de' }), 403);
    expect(refused.title).toBe('Einsendung abgelehnt');
    const upload = await postApplication(applicant, 'cv.pdf', sampleFiles.pdf(), headers);
    expect(upload.statusCode).toBe(403);
    expect((await reader.list()).length).toBe(before);
    expect(readdirSync(join(dataDir, 'cv')).filter((file) => file.startsWith('.upload'))).toEqual([]);
  });

  it('answers a native cross-site form post with a translated page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: new URLSearchParams(contact).toString(),
      // The body of a refused post is not read: the answer speaks the browser's language.
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: 'https://evil.example',
        'accept-language': 'tr',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Gönderim reddedildi');
  });

  it('never takes the Host header as proof: a post naming its own made-up Host as Origin is refused', async () => {
    // Probe of issue 32: nginx forwarded any Host, and the check compared Origin with it.
    const forged = { host: 'evil.example', origin: 'http://evil.example' };
    expect((await postContact(contact, forged)).statusCode).toBe(403);
    expect((await postApplication(applicant, 'cv.pdf', sampleFiles.pdf(), forged)).statusCode).toBe(403);
  });

  it('accepts posts from its own pages: the public origin, or this machine at the port it listens on', async () => {
    const { port } = app.server.address() as AddressInfo;
    expect(
      (await postContact(contact, { host: 'forms.test:8080', origin: 'https://www.example.com' })).statusCode,
    ).toBe(201);
    for (const origin of [`http://localhost:${String(port)}`, `http://127.0.0.1:${String(port)}`]) {
      expect((await postContact(contact, { origin, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    }
    expect(
      (await postApplication(applicant, 'cv.pdf', sampleFiles.pdf(), { origin: `http://localhost:${String(port)}` }))
        .statusCode,
    ).toBe(201);
    // Another port of this machine is another site.
    expect((await postContact(contact, { origin: `http://localhost:${String(port + 1)}` })).statusCode).toBe(403);
  });
});

describe('7. file names are cleaned on upload', () => {
  it('keeps no control characters, no folders, a bounded length and the extension', async () => {
    const nasty = `..\\..\\evil/\u001b]0;owned\u0007\u001b[2J\u009b31m\u0085\u202elong${'x'.repeat(300)}.pdf`;
    const response = await postApplication(applicant, nasty, sampleFiles.pdf());
    expect(response.statusCode).toBe(201);
    const name = (await reader.get(response.json<{ id: string }>().id))?.cv?.name ?? '';
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e/\\]/);
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name).toMatch(/^\]0;owned\[2J31mlongx+\.pdf$/);
  });
});

describe('10. smaller findings', () => {
  it('sends Vary: Accept-Encoding with precompressed assets', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the security headers with a 400 for a URL that cannot be decoded', async () => {
    const response = await app.inject('/%');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the store private: directories 0700, files 0600, also in a directory the operator made', async () => {
    expect((await postApplication(applicant, 'cv.pdf', sampleFiles.pdf())).statusCode).toBe(201);
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'cv'))).toBe(0o700);
    for (const file of readdirSync(dataDir).filter((name) => name.startsWith('submissions.sqlite')))
      expect(mode(join(dataDir, file))).toBe(0o600);
    for (const file of readdirSync(join(dataDir, 'cv'))) expect(mode(join(dataDir, 'cv', file))).toBe(0o600);
  });

  it('answers a reused Idempotency-Key with other content with 422, storing nothing new', async () => {
    const key = { 'idempotency-key': 'reused-key-0123456789' };
    expect((await postContact(contact, key)).statusCode).toBe(201);
    const before = (await reader.list()).length;
    problem(await postContact({ ...contact, message: 'Something else entirely' }, key), 422);
    const applicationKey = { 'idempotency-key': 'reused-application-key-42' };
    expect((await postApplication(applicant, 'cv.pdf', sampleFiles.pdf(), applicationKey)).statusCode).toBe(201);
    problem(await postApplication(applicant, 'cv.pdf', sampleFiles.pdf(4096), applicationKey), 422);
    expect((await reader.list()).length).toBe(before + 1);
  });

  it.each([
    ['a lone surrogate', 'name', 'Ada \ud800 Lovelace'],
    ['a C1 control', 'name', 'Ada \u0085 Lovelace'],
    ['a NUL', 'message', 'Hello\u0000 world'],
    ['a C1 control in the message', 'message', 'Hello \u009b31m world'],
  ])('refuses %s with invalidCharacters', async (_label, field, value) => {
    const refused = problem(await postContact({ ...contact, [field]: value }), 422);
    expect(refused.errors).toEqual([expect.objectContaining({ field, code: 'invalidCharacters' })]);
  });
});
