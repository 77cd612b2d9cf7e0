/**
 * `npm run bench -- mail`: a burst through the e-mail outbox. 500 submissions wait in the store when the
 * server starts; it drains them to a local SMTP server with its defaults (pooled connections, bounded
 * rate). Peer in the same run: the same 500 messages sent as before issue 32, a connection per message.
 * Figures only, no timed assertions.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { submissionMail } from '../../src/server/mail/message';
import { distDir, repoRoot } from './paths';
import { ensureSiteBuilt, freePort } from './server';
import { openSqliteStore } from '../support/formStore';

const burst = 500;

/** Counts connections and messages; answers as fast as it can. */
async function countingMailServer() {
  const counts = { connections: 0, messages: 0, concurrent: 0, maxConcurrent: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      counts.connections += 1;
      counts.concurrent += 1;
      counts.maxConcurrent = Math.max(counts.maxConcurrent, counts.concurrent);
      callback();
    },
    onClose() {
      counts.concurrent -= 1;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        counts.messages += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { counts, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const contact = (index: number) => ({
  name: `Visitor ${String(index)}`,
  email: `v${String(index)}@example.com`,
  service: 'it' as const,
  message: `Burst message ${String(index)}`,
});

test('mail: 500 queued submissions drained through the pooled outbox, against a connection per message', async () => {
  ensureSiteBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-mail-bench-'));
  const store = await openSqliteStore(dataDir);
  for (let index = 0; index < burst; index += 1)
    await store.insert({ kind: 'contact', data: contact(index) }, { locale: 'en', idempotencyKey: undefined });
  const records = await store.list();
  await store.close();

  const pooled = await countingMailServer();
  const port = await freePort(4460);
  const started = performance.now();
  const server = spawn(process.execPath, [join(distDir, 'server/main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'fatal',
      DATA_DIR: dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(pooled.port),
      SMTP_SECURE: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await expect
      .poll(() => pooled.counts.messages, { timeout: 10 * 60_000, intervals: [200] })
      .toBeGreaterThanOrEqual(burst);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  const pooledSeconds = (performance.now() - started) / 1000;
  rmSync(dataDir, { recursive: true, force: true });
  await pooled.close();

  // The peer: nodemailer without a pool, as the outbox sent before, one message after another.
  const single = await countingMailServer();
  const unpooled = createTransport({ host: '127.0.0.1', port: single.port, secure: false });
  const singleStarted = performance.now();
  for (const record of records) await unpooled.sendMail(submissionMail(record, 'web@example.com', 'team@example.com'));
  const singleSeconds = (performance.now() - singleStarted) / 1000;
  await single.close();

  console.log(
    [
      `mail burst of ${String(burst)} queued submissions:`,
      `  outbox (pool, defaults SMTP_MAX_CONNECTIONS=2, SMTP_RATE_PER_SECOND=10): ${String(pooled.counts.messages)} messages over ${String(pooled.counts.connections)} connections (at most ${String(pooled.counts.maxConcurrent)} at once), drained in ${pooledSeconds.toFixed(1)} s including start-up`,
      `  peer (no pool, unbounded rate): ${String(single.counts.messages)} messages over ${String(single.counts.connections)} connections in ${singleSeconds.toFixed(1)} s`,
      `  connections: ${String(pooled.counts.connections)} vs ${String(single.counts.connections)} (${(single.counts.connections / Math.max(1, pooled.counts.connections)).toFixed(0)}x fewer)`,
    ].join('\n'),
  );
});
