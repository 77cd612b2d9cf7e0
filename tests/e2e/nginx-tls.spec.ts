import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { expect, test } from '@playwright/test';
import { port } from '../playwright.config';
import { startNginx, type RunningNginx } from './support/nginx';
import { makeTestCertificates, type TestCertificates } from './support/tls';

// nginx with the TLS server block the build writes, on a certificate of the test's own CA: the rules Mozilla's
// HTTP Observatory grades (redirection, HSTS, and the headers) checked against the HTTPS site.
test.describe.configure({ mode: 'serial' });

const httpPort = port + 60;
const httpsPort = port + 61;
/** The site's name in this test: its certificate's, sent as the Host and the TLS server name (SNI). */
const siteName = 'localhost';
let nginx: RunningNginx;
let certificates: TestCertificates;
let ca: Buffer;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A response read whole. */
function readAnswer(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve) => {
    let body = '';
    response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
  });
}

function plainGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: httpPort, path, headers: { host: siteName } }, (response) =>
      resolve(readAnswer(response)),
    ).on('error', reject);
  });
}

function secureGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpsRequest(
      { host: '127.0.0.1', port: httpsPort, path, ca, servername: siteName, headers: { host: siteName } },
      (response) => resolve(readAnswer(response)),
    )
      .on('error', reject)
      .end();
  });
}

/** The TLS handshake's outcome: the protocol and cipher agreed, or the error. */
function handshake(options: {
  servername?: string;
  maxVersion?: 'TLSv1.2' | 'TLSv1.3';
}): Promise<{ protocol: string | null; cipher: string } | Error> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, ca, servername: siteName, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      socket.end();
    });
    socket.on('error', (error: Error) => resolve(error));
  });
}

test.beforeAll(async () => {
  certificates = makeTestCertificates();
  ca = readFileSync(certificates.ca);
  const acmeRoot = join(certificates.directory, 'acme');
  mkdirSync(join(acmeRoot, '.well-known', 'acme-challenge'), { recursive: true });
  writeFileSync(join(acmeRoot, '.well-known', 'acme-challenge', 'token-1'), 'token-1.key-authorisation');
  // No forms server: these checks read pages and headers only.
  nginx = await startNginx(httpPort, port + 62, {
    serverName: siteName,
    httpsPort,
    certificate: certificates.certificate,
    certificateKey: certificates.certificateKey,
    acmeRoot,
  });
});

test.afterAll(async () => {
  await nginx.stop();
  rmSync(certificates.directory, { recursive: true, force: true });
});

test('plain HTTP redirects to the same host over HTTPS, path and query kept, with no HSTS of its own; only certbot’s challenges are answered', async () => {
  const redirected = await plainGet('/de/about?x=1');
  expect(redirected.status).toBe(301);
  expect(redirected.headers.location).toBe(`https://${siteName}:${String(httpsPort)}/de/about?x=1`);
  expect(redirected.headers['strict-transport-security']).toBeUndefined();
  const challenge = await plainGet('/.well-known/acme-challenge/token-1');
  expect(challenge.status).toBe(200);
  expect(challenge.body).toBe('token-1.key-authorisation');
});

test('HTTPS serves the site over HTTP/2 with HSTS for two years and every header the Observatory grades', async () => {
  const home = await secureGet('/');
  expect(home.status).toBe(200);
  const headers = home.headers;
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/default-src 'none'|default-src 'self'/);
  expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();
  // Subresource integrity is only graded for scripts from other origins: the site loads none.
  const scripts = [...home.body.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((src) => !src.startsWith('/'))).toEqual([]);

  const session = http2Connect(`https://127.0.0.1:${String(httpsPort)}`, { ca, servername: siteName });
  const status = await new Promise<number>((resolve, reject) => {
    const stream = session.request({ ':path': '/about', ':authority': siteName });
    stream.on('response', (responseHeaders) => resolve(Number(responseHeaders[':status'])));
    stream.on('error', reject);
    stream.resume();
  });
  session.close();
  expect(status).toBe(200);
});

test('TLS 1.2 and 1.3 only, with forward-secret ciphers; a host name not ours gets no handshake', async () => {
  const modern = await handshake({});
  expect(modern).toMatchObject({ protocol: 'TLSv1.3' });
  const older = await handshake({ maxVersion: 'TLSv1.2' });
  expect(older).toMatchObject({ protocol: 'TLSv1.2', cipher: expect.stringMatching(/^ECDHE-.*(GCM|CHACHA20)/) });
  expect(await handshake({ servername: 'evil.example' })).toBeInstanceOf(Error);
  // TLS 1.1 offered by openssl with its own floor lowered (Node refuses to offer it at all): the server refuses.
  const legacy = spawnSync(
    'openssl',
    [
      's_client',
      '-connect',
      `127.0.0.1:${String(httpsPort)}`,
      '-servername',
      siteName,
      '-tls1_1',
      '-cipher',
      'DEFAULT@SECLEVEL=0',
    ],
    { input: '', encoding: 'utf8', timeout: 10_000 },
  );
  expect(legacy.status).not.toBe(0);
  expect(`${legacy.stdout}${legacy.stderr}`).toMatch(
    /alert handshake failure|alert protocol version|no protocols available/,
  );
});
