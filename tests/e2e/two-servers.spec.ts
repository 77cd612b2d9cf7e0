import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { PostgresStore } from '../../src/server/store/PostgresStore';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgresCluster';
import { port } from '../playwright.config';
import { startServer, type RunningServer } from './support/serverProcess';

// Two forms servers, each with its own data directory, on one PostgreSQL and one mail server: what a
// second machine for availability looks like. Every submission is stored once and e-mailed once.
test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

let cluster: PostgresCluster;
test.beforeAll(() => startPostgresCluster().then((started) => (cluster = started)));
test.afterAll(() => cluster.stop());

/** A local mail server that records the submission id of every message it accepts. */
async function startMailServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      stream.on('end', () => {
        received.push(/^X-Submission-Id: (\S+)/im.exec(text)?.[1] ?? text.slice(0, 2000));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return { received, port: smtpPort, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const contact = (index: number) =>
  JSON.stringify({ name: `Visitor ${String(index)}`, email: `visitor${String(index)}@example.com`, service: 'it', message: `Message number ${String(index)}` });

function application(index: number): FormData {
  const form = new FormData();
  form.append('name', `Applicant ${String(index)}`);
  form.append('email', `applicant${String(index)}@example.com`);
  const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000 + index, 0x41)]);
  form.append('cv', new Blob([cv], { type: 'application/pdf' }), `cv-${String(index)}.pdf`);
  return form;
}

test('40 submissions sent 20 at a time through two servers on one PostgreSQL are each stored once and e-mailed once', async () => {
  const databaseUrl = await createDatabase(cluster.adminUrl, 'two_servers');
  const mail = await startMailServer();
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'site-two-servers-')));
  const servers: RunningServer[] = [];
  try {
    for (const [index, dataDir] of dataDirs.entries()) {
      servers.push(
        await startServer(
          port + 41 + index,
          {
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(mail.port),
            SMTP_SECURE: 'false',
            FORM_RATE_LIMIT: '100000',
            LOG_LEVEL: 'info',
          },
          { captureOutput: true },
        ),
      );
    }
    const started = Date.now();
    // Two rounds of 20 at once: enough to race both servers for the outbox; the volume is the bench's business.
    const total = 40;
    const statuses: number[] = [];
    const send = async (index: number) => {
      const server = servers[index % 2];
      if (!server) throw new Error('server missing');
      // Every tenth is an application with a CV; every submission carries a key, as the site's script sends.
      const key = `two-servers-${String(index)}`;
      const init: RequestInit =
        index % 10 === 0
          ? { method: 'POST', body: application(index), headers: { 'idempotency-key': key } }
          : { method: 'POST', body: contact(index), headers: { 'content-type': 'application/json', 'idempotency-key': key } };
      const url = `${server.origin}/api/${index % 10 === 0 ? 'applications' : 'contact'}`;
      const response = await fetch(url, init);
      statuses.push(response.status);
      // A retry of every fifth, under the same key, to the other server: the visitor's network dropped the answer.
      if (index % 5 === 0) {
        const other = servers[(index + 1) % 2];
        const retry = await fetch(url.replace(server.origin, other?.origin ?? ''), index % 10 === 0 ? { ...init, body: application(index) } : init);
        expect(retry.status).toBe(201);
        expect(await retry.json()).toEqual(await response.json());
      }
    };
    // 20 visitors at a time.
    for (let batch = 0; batch < total; batch += 20) await Promise.all(Array.from({ length: 20 }, (_, offset) => send(batch + offset)));
    const sentMs = Date.now() - started;
    expect(statuses.filter((status) => status === 201)).toHaveLength(total);

    await expect.poll(() => mail.received.length, { timeout: 90_000, intervals: [250] }).toBeGreaterThanOrEqual(total);
    const deliveredMs = Date.now() - started;
    // A moment more: a second copy of any message would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.received).toHaveLength(total);
    expect(new Set(mail.received).size).toBe(total);

    const reader = new PostgresStore(databaseUrl, dataDirs[0] ?? '');
    try {
      const records = await reader.run((store) => store.list());
      expect(records).toHaveLength(total);
      expect(records.filter((record) => record.deliveredAt === null)).toHaveLength(0);
      expect(new Set(records.map((record) => record.id))).toEqual(new Set(mail.received));
      const applications = records.filter((record) => record.kind === 'application');
      expect(applications).toHaveLength(total / 10);
      for (const record of applications) {
        if (!record.cv) throw new Error(`${record.id} has no CV`);
        const bytes = await reader.run((store) => store.cvContent({ ...record, cv: record.cv ?? { file: '', name: '', size: 0, type: 'pdf' } }));
        expect(bytes.length).toBe(record.cv.size);
      }
    } finally {
      await reader.close();
    }
    // Staff read the same database with the command line: every submission, and an application's CV as sent.
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [fileURLToPath(new URL('../../dist/server/submissions.js', import.meta.url)), ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] ?? '' },
        encoding: 'utf8',
      });
    const listed = cli('list', '--json');
    expect(listed.status, listed.stderr).toBe(0);
    const staffView = JSON.parse(listed.stdout) as { id: string; kind: string; cv: { size: number } | null }[];
    expect(staffView).toHaveLength(total);
    const sample = staffView.find((record) => record.kind === 'application');
    const exportDir = mkdtempSync(join(tmpdir(), 'site-two-servers-export-'));
    try {
      const exported = cli('export', sample?.id ?? '', '--out', exportDir);
      expect(exported.status, exported.stderr).toBe(0);
      const cvExport = readdirSync(exportDir).find((file) => file.endsWith('.pdf'));
      expect(statSync(join(exportDir, cvExport ?? 'missing')).size).toBe(sample?.cv?.size);
      // Applicants' data: readable by the staff member who exported it, nobody else.
      for (const file of readdirSync(exportDir)) expect(statSync(join(exportDir, file)).mode & 0o777, file).toBe(0o600);
    } finally {
      rmSync(exportDir, { recursive: true, force: true });
    }

    const deliveredBy = servers.map((server) => server.output().split('submission delivered by e-mail').length - 1);
    expect(deliveredBy.reduce((sum, count) => sum + count, 0)).toBe(total);
    console.log(
      `two servers on one PostgreSQL: ${String(total)} submissions (+${String(total / 5)} retries) answered in ${String(sentMs)} ms, ` +
        `all e-mailed after ${String(deliveredMs)} ms; deliveries per server: ${deliveredBy.join(' / ')}`,
    );
  } finally {
    for (const server of servers) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    await mail.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
});
