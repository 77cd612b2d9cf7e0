import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { port } from '../playwright.config';
import { startNginx, type RunningNginx } from './support/nginx';
import { startServer, type RunningServer } from './support/serverProcess';

// The editor's "Sign in with GitHub" behind the build's nginx (Debian's, real): the popup's last page must keep
// the forms server's own headers, or its one script is refused and the editor never gets its token. GitHub
// itself is not asked: without a code the page hands the editor an error, by the same script.
test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx | undefined;
let forms: RunningServer | undefined;
let dataDir = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'site-nginx-signin-'));
  forms = await startServer(port + 71, {
    DATA_DIR: dataDir,
    SITE_ORIGIN: `http://127.0.0.1:${String(port + 70)}`,
    GITHUB_OAUTH_CLIENT_ID: 'Iv1.test-client',
    GITHUB_OAUTH_CLIENT_SECRET: 'test-secret-never-sent',
  });
  nginx = await startNginx(port + 70, port + 71);
});

test.afterAll(async () => {
  await nginx?.stop();
  forms?.process.kill('SIGTERM');
  await forms?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const origin = (): string => nginx?.origin ?? '';

const headersOf = (response: Response) =>
  Object.fromEntries(
    ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Cache-Control', 'Set-Cookie', 'X-Frame-Options'].map(
      (name) => [name, response.headers.get(name)],
    ),
  );

test("the sign-in's pages pass through nginx with the forms server's own headers, each once", async () => {
  const callback = '/api/github-sign-in/callback';
  const [viaNginx, direct] = await Promise.all([
    fetch(`${origin()}${callback}`),
    fetch(`${forms?.origin ?? ''}${callback}`),
  ]);
  expect(viaNginx.status).toBe(200);
  // One policy (fetch joins repeated headers with ", "), the page's own: its script by its hash.
  expect(headersOf(viaNginx)).toEqual(headersOf(direct));
  expect(viaNginx.headers.get('content-security-policy')).toMatch(/^default-src 'none';script-src 'sha256-[^']+';/);
  expect(viaNginx.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  expect(viaNginx.headers.get('x-robots-tag')).toBe('noindex');

  // The start sends the writer to GitHub with a state cookie for the callback's path.
  const start = await fetch(`${origin()}/api/github-sign-in/auth?provider=github`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  expect(new URL(start.headers.get('location') ?? '').origin).toBe('https://github.com');
  expect(start.headers.get('set-cookie')).toMatch(/^github_sign_in_state=[0-9a-f]{32}; Path=\/api\/github-sign-in;/);

  // The rest of /api/ keeps the site's headers.
  const other = await fetch(`${origin()}/api/contact`);
  expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(other.headers.get('cross-origin-opener-policy')).toBe('same-origin');
});

test('the popup opened from the editor runs its script under nginx and hands its answer to the editor', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${origin()}/admin/`);
  const popup = page.waitForEvent('popup');
  // As Sveltia's sign-in does: open the popup, answer its "authorizing" greeting, take its outcome.
  const outcome = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin !== location.origin || typeof event.data !== 'string') return;
          if (event.data === 'authorizing:github') (event.source as Window).postMessage(event.data, location.origin);
          else resolve(event.data);
        });
        window.open('/api/github-sign-in/callback', 'github-sign-in', 'popup');
      }),
  );
  const opened = await popup;
  opened.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  expect(await outcome).toMatch(/^authorization:github:error:\{"provider":"github","error":"The sign-in could not/);
  expect(refused).toEqual([]);
});
