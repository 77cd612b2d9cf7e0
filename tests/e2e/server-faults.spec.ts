import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { port } from '../playwright.config';
import { startStalledMailServer } from '../unit/support/stalledMailServer';
import { cannotRunServerAs, startServer, type ServerProcessOptions } from './support/serverProcess';
import { openSqliteStore } from '../support/formStore';

// The production server as the operator runs it, against faults of its disk, its mail server and its
// own staff's terminal (issue 12, findings 5, 7 and 8). Each test has its own process and port.
test.describe.configure({ mode: 'serial' });

// Root may write anywhere: permission faults are made for an unprivileged user the server runs as.
const asRoot = process.getuid?.() === 0;
const serverUser: ServerProcessOptions['user'] = asRoot ? { uid: 65534, gid: 65534 } : undefined;
/** Where the permission faults cannot be made, the two tests that need them say why instead of failing. */
const noServerUser = serverUser ? cannotRunServerAs(serverUser) : null;
/** A data directory with its store, made by the operator and handed to the server's user. */
async function storeOwnedByServer(dataDir: string): Promise<void> {
  await (await openSqliteStore(dataDir)).close();
  mkdirSync(join(dataDir, 'cv'));
  if (!serverUser) return;
  for (const path of [dataDir, join(dataDir, 'submissions.sqlite'), join(dataDir, 'cv')])
    chownSync(path, serverUser.uid, serverUser.gid);
}
const contact = { name: 'Ada', email: 'ada@example.com', service: 'it', message: 'Is anyone there?' };
const postContact = (origin: string) =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contact),
  });

let root = '';
test.beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-faults-'));
  chmodSync(root, 0o755);
});
test.afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

test('a read-only data directory: pages served, posts 503, and taken again once it is writable', async () => {
  test.skip(noServerUser !== null, noServerUser ?? '');
  const dataDir = join(root, 'data');
  await storeOwnedByServer(dataDir);
  chmodSync(dataDir, 0o500);
  const server = await startServer(
    port + 21,
    { DATA_DIR: dataDir },
    { ...(serverUser ? { user: serverUser } : {}), captureOutput: true },
  );
  try {
    expect((await fetch(`${server.origin}/about`)).status).toBe(200);
    expect((await postContact(server.origin)).status).toBe(503);
    expect(server.output()).toContain('FORM STORE CANNOT BE OPENED');
    chmodSync(dataDir, 0o700);
    expect((await postContact(server.origin)).status).toBe(201);
  } finally {
    server.process.kill('SIGKILL');
  }
});

test('an -shm file the server cannot write: no crash, posts 503, and taken again once it is gone', async () => {
  test.skip(noServerUser !== null, noServerUser ?? '');
  const dataDir = join(root, 'data');
  await storeOwnedByServer(dataDir);
  const shm = join(dataDir, 'submissions.sqlite-shm');
  writeFileSync(shm, Buffer.alloc(32 * 1024));
  chmodSync(shm, 0o444);
  const server = await startServer(
    port + 22,
    { DATA_DIR: dataDir },
    { ...(serverUser ? { user: serverUser } : {}), captureOutput: true },
  );
  try {
    expect((await postContact(server.origin)).status).toBe(503);
    expect((await fetch(`${server.origin}/about`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    rmSync(shm);
    expect((await postContact(server.origin)).status).toBe(201);
  } finally {
    server.process.kill('SIGKILL');
  }
});

test('SIGTERM ends the server within 10 s while the mail server stalls, the message kept for later', async () => {
  const smtp = await startStalledMailServer();
  const dataDir = join(root, 'data');
  const server = await startServer(port + 23, {
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
  });
  try {
    const { id } = (await (await postContact(server.origin)).json()) as { id: string };
    await smtp.dataArrived;
    const started = Date.now();
    server.process.kill('SIGTERM');
    const code = await Promise.race([
      server.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 12_000)),
    ]);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const store = await openSqliteStore(dataDir);
    expect((await store.get(id))?.deliveredAt).toBeNull();
    await store.close();
  } finally {
    server.process.kill('SIGKILL');
    await smtp.close();
  }
});

test("the staff command line never writes a visitor's control characters to the terminal", async () => {
  const dataDir = join(root, 'data');
  const store = await openSqliteStore(dataDir);
  // Stored before names were cleaned on upload: the terminal must be safe from old data too.
  const { id } = await store.insert(
    {
      kind: 'application',
      data: {
        name: 'Eve\u001b]0;owned\u0007',
        email: 'eve@example.com',
        message: 'Hi\u001b[2J\u001b]52;c;ZXZpbA==\u0007\rhidden',
      },
      cv: { file: 'x.pdf', name: 'cv\u009b31m\u202efdp.exe', size: 10, type: 'pdf' },
    },
    { locale: 'en', idempotencyKey: undefined },
  );
  await store.close();
  const cli = fileURLToPath(new URL('../../dist/server/submissions.js', import.meta.url));
  for (const args of [['show', id], ['list'], ['list', '--json']]) {
    const { stdout, status } = spawnSync(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    expect(stdout).toContain('Eve');
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    if (args.includes('--json'))
      expect(JSON.parse(stdout)).toEqual([expect.objectContaining({ name: 'Eve\u001b]0;owned\u0007' })]);
  }
});
