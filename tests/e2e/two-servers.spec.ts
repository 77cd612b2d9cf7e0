import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../support/postgresCluster';
import { port } from '../playwright.config';
import { startNginx } from './support/nginx';
import { startServer, type RunningServer } from './support/serverProcess';
import { multipart } from '../unit/support/multipart';
import { cuttableLink } from './support/tcpCut';
import { openPostgresStore } from '../support/formStore';

// Two forms servers, each with its own data directory, on one PostgreSQL and one mail server, behind the
// nginx the build configures: what a second machine for availability looks like. Visitors keep submitting
// while one server is killed and comes back, then while the other is cut off from the database. Every
// submission is stored once and e-mailed once; every one a visitor saw fail lands once when sent again.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let cluster: PostgresCluster;
test.beforeAll(() => startPostgresCluster().then((started) => (cluster = started)));
test.afterAll(() => cluster.stop());

/**
 * A local mail server that records the submission id of every message to the company it accepts, and the
 * address of every applicant's receipt (a message without a submission id: nothing of the entry is in it).
 */
async function startMailServer() {
  const received: string[] = [];
  const receipts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      stream.on('end', () => {
        const id = /^X-Submission-Id: (\S+)/im.exec(text)?.[1];
        if (id) received.push(id);
        else receipts.push(session.envelope.rcptTo.map((recipient) => recipient.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: smtpPort } = server.server.address() as AddressInfo;
  return {
    received,
    receipts,
    port: smtpPort,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const contact = (index: number) =>
  JSON.stringify({
    name: `Visitor ${String(index)}`,
    email: `visitor${String(index)}@example.com`,
    service: 'it',
    message: `Message number ${String(index)}`,
  });

const applicationFields = (index: number) => ({
  name: `Applicant ${String(index)}`,
  email: `applicant${String(index)}@example.com`,
});
const cvBytes = (index: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000 + index, 0x41)]);

function application(index: number): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(applicationFields(index))) form.append(name, value);
  form.append('cv', new Blob([cvBytes(index)], { type: 'application/pdf' }), `cv-${String(index)}.pdf`);
  return form;
}

/** The same application as `application(index)`, its body sent half-way and held until released: an upload under way. */
function heldApplication(url: string, index: number, key: string) {
  const { body, headers } = multipart(applicationFields(index), [
    { name: 'cv', fileName: `cv-${String(index)}.pdf`, bytes: cvBytes(index), contentType: 'application/pdf' },
  ]);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const half = Math.floor(body.length / 2);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(body.subarray(0, half));
      await released;
      controller.enqueue(body.subarray(half));
      controller.close();
    },
  });
  const init = { method: 'POST', body: stream, duplex: 'half', headers: { ...headers, 'idempotency-key': key } };
  return { response: fetch(url, init), release: () => release() };
}

interface Submission {
  key: string;
  index: number;
  /** Every answer the visitor got, in order: a status, or 0 when the connection failed. */
  answers: number[];
  id?: string;
}

test('two forms servers behind nginx on one PostgreSQL: one killed mid-stream and back, one cut from the database; every submission stored and e-mailed once', async () => {
  const databaseUrl = await createDatabase(cluster.adminUrl, 'two_servers');
  // Server B reaches the database through a link the test can cut; server A directly.
  const link = await cuttableLink(Number(new URL(databaseUrl).port));
  const viaLink = Object.assign(new URL(databaseUrl), { port: String(link.port) }).toString();
  const mail = await startMailServer();
  const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'site-two-servers-')));
  const ports = [port + 41, port + 42];
  const metricsPort = port + 44;
  const common = { FORM_RATE_LIMIT: '100000', FORM_MAX_UPLOADS_PER_CLIENT: '100', LOG_LEVEL: 'info' };
  // A takes submissions only; B also e-mails them (a server killed while it sends would hold its message
  // until the delivery lease ends, five minutes: true, and too long for a test).
  const envA = { ...common, DATA_DIR: dataDirs[0] ?? '', DATABASE_URL: databaseUrl };
  const envB = {
    ...common,
    DATA_DIR: dataDirs[1] ?? '',
    DATABASE_URL: viaLink,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.port),
    SMTP_SECURE: 'false',
    SMTP_RATE_PER_SECOND: '200',
    METRICS_PORT: String(metricsPort),
  };
  const servers: RunningServer[] = [await startServer(ports[0] ?? 0, envA, { captureOutput: true })];
  // A server that cannot start leaves none behind: the next run's would meet the other on its port.
  try {
    servers.push(await startServer(ports[1] ?? 0, envB, { captureOutput: true }));
  } catch (error) {
    servers[0]?.process.kill('SIGKILL');
    throw error;
  }
  const nginx = await startNginx(port + 43, ports);
  const [, maxFails = '', failTimeout = ''] = /max_fails=(\d+) fail_timeout=(\d+)s/.exec(nginx.siteConfig) ?? [];
  const submissions: Submission[] = [];
  const accepted = () => submissions.filter((submission) => submission.id !== undefined).length;
  const record = async (submission: Submission, answer: Promise<Response>): Promise<void> => {
    try {
      const response = await answer;
      submission.answers.push(response.status);
      if (response.status === 201) {
        const { id } = (await response.json()) as { id: string };
        // A retry of one that was stored gets the same id.
        if (submission.id !== undefined) expect(id).toBe(submission.id);
        submission.id = id;
      } else await response.body?.cancel();
    } catch {
      submission.answers.push(0);
    }
  };
  const post = (submission: Submission, origin = nginx.origin): Promise<void> => {
    const { index, key } = submission;
    const isApplication = index % 5 === 0;
    return record(
      submission,
      fetch(`${origin}/api/${isApplication ? 'applications' : 'contact'}`, {
        method: 'POST',
        body: isApplication ? application(index) : contact(index),
        headers: { 'idempotency-key': key, ...(isApplication ? {} : { 'content-type': 'application/json' }) },
      }),
    );
  };
  const newSubmission = (): Submission => {
    const submission = { key: `failover-${String(submissions.length)}`, index: submissions.length, answers: [] };
    submissions.push(submission);
    return submission;
  };
  // Three visitors submit without pause while a step of the test runs; nothing the test does waits for them.
  let visiting = false;
  let visitors: Promise<void>[] = [];
  const startVisitors = () => {
    visiting = true;
    visitors = Array.from({ length: 3 }, async () => {
      while (visiting) await post(newSubmission());
    });
  };
  const stopVisitors = async () => {
    visiting = false;
    await Promise.all(visitors);
  };
  const scrapes: string[] = [];
  try {
    startVisitors();
    await expect.poll(accepted, { timeout: 20_000, intervals: [50] }).toBeGreaterThanOrEqual(10);

    // 1. Server A dies mid-stream and comes back. Uploads are under way through nginx, at least one on A.
    await stopVisitors();
    const beforeKill = submissions.length;
    const uploadsSeen = () => servers.map((server) => server.output().split('"url":"/api/applications"').length - 1);
    const held: { submission: Submission; release: () => void; done: Promise<void> }[] = [];
    // Round robin: a few uploads, until one is on A (those on B finish once released).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const [onA = 0, onB = 0] = uploadsSeen();
      const submission = newSubmission();
      const upload = heldApplication(`${nginx.origin}/api/applications`, submission.index, submission.key);
      held.push({ submission, release: upload.release, done: record(submission, upload.response) });
      await expect.poll(() => uploadsSeen().reduce((sum, count) => sum + count, 0)).toBe(onA + onB + 1);
      if ((uploadsSeen()[0] ?? 0) > onA) break;
    }
    startVisitors();
    const killedAt = Date.now();
    servers[0]?.process.kill('SIGKILL');
    await servers[0]?.exited;
    for (const upload of held) upload.release();
    await Promise.all(held.map((upload) => upload.done));
    // The upload A was receiving failed; the visitor sends it again below.
    expect(held.some((upload) => upload.submission.id === undefined)).toBe(true);
    await expect.poll(accepted, { timeout: 20_000, intervals: [50] }).toBeGreaterThanOrEqual(beforeKill + 15);
    scrapes.push(await (await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).text());
    await stopVisitors();
    const killPeriod = submissions.slice(beforeKill);
    const restarted = await startServer(ports[0] ?? 0, envA, { captureOutput: true });
    servers[0] = restarted;
    const backAt = Date.now();
    // One visitor every 200 ms until nginx tries A again (after fail_timeout) and a post reaches it.
    const reachesA = () => restarted.output().includes('"url":"/api/');
    while (!reachesA() && Date.now() - backAt < 20_000) {
      await post(newSubmission());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(reachesA()).toBe(true);
    const servingAgainMs = Date.now() - backAt;

    // 2. Server B loses its database once its outbox is idle: not ready, its posts 503 (nothing stored),
    // and nginx sends the rest to A. (A post straight to B wakes its outbox for what A stored meanwhile;
    // otherwise it looks every 30 s.)
    await post(newSubmission(), servers[1]?.origin);
    await expect.poll(() => mail.received.length, { timeout: 20_000, intervals: [100] }).toBe(accepted());
    const beforeCut = submissions.length;
    link.cut();
    const readiness = await fetch(`${servers[1]?.origin ?? ''}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'not-ready', reason: 'store-unavailable' });
    expect((await fetch(`${servers[1]?.origin ?? ''}/about`)).status).toBe(200);
    const cutAt = Date.now();
    startVisitors();
    await expect.poll(accepted, { timeout: 20_000, intervals: [50] }).toBeGreaterThanOrEqual(accepted() + 15);
    scrapes.push(await (await fetch(`http://127.0.0.1:${String(metricsPort)}/metrics`)).text());
    await stopVisitors();
    const cutSeconds = (Date.now() - cutAt) / 1000;
    const cutPeriod = submissions.slice(beforeCut);
    const refusedDuringCut = cutPeriod.filter((submission) => submission.answers[0] !== 201).length;
    // nginx leaves the server after max_fails 503s and tries it again after fail_timeout: few visitors see one.
    expect(refusedDuringCut).toBeLessThanOrEqual(Number(maxFails) * (2 + Math.floor(cutSeconds / Number(failTimeout))));

    // 3. Every visitor who saw a failure sends again with the same Idempotency-Key.
    const failed = submissions.filter((submission) => submission.id === undefined);
    for (const submission of failed)
      await expect.poll(async () => (await post(submission), submission.id), { timeout: 20_000 }).toBeDefined();

    // 4. B's link comes back; B delivers everything (a post straight to it wakes its outbox).
    link.heal();
    await expect
      .poll(async () => (await fetch(`${servers[1]?.origin ?? ''}/readyz`)).status, { timeout: 15_000 })
      .toBe(200);
    const wakeUp = newSubmission();
    await post(wakeUp, servers[1]?.origin);
    expect(wakeUp.id).toBeDefined();

    const total = submissions.length;
    expect(accepted()).toBe(total);
    await expect.poll(() => mail.received.length, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(total);
    const reader = openPostgresStore(databaseUrl, dataDirs[0] ?? '');
    try {
      // Every message marked delivered: no outbox will send one again, so any second copy is here by now.
      await expect
        .poll(async () => (await reader.run((store) => store.undelivered())).count, { timeout: 30_000 })
        .toBe(0);
      const records = await reader.run((store) => store.list());
      expect(records).toHaveLength(total);
      expect(new Set(records.map((record) => record.id))).toEqual(
        new Set(submissions.map((submission) => submission.id)),
      );
      expect(mail.received).toHaveLength(total);
      expect(new Set(mail.received)).toEqual(new Set(records.map((record) => record.id)));
      // Each application stored sent its applicant one receipt, a retry none. A's receipts wait for B's next
      // look at the inbox's queue (A has no mail server here): at most the notices' minute.
      const applicants = records.filter((record) => record.kind === 'application').map((record) => record.email);
      await expect.poll(() => mail.receipts.length, { timeout: 75_000, intervals: [500] }).toBe(applicants.length);
      expect(mail.receipts.toSorted()).toEqual(applicants.toSorted());
      for (const record of records.filter((candidate) => candidate.kind === 'application')) {
        if (!record.cv) throw new Error(`${record.id} has no CV`);
        const bytes = await reader.run((store) =>
          store.cvContent({ ...record, cv: record.cv ?? { file: '', name: '', size: 0, type: 'pdf' } }),
        );
        expect(bytes.length).toBe(record.cv.size);
      }
    } finally {
      await reader.close();
    }

    // Staff read the same database with the command line: every submission, and an application's CV as sent.
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [fileURLToPath(new URL('../../dist/server/submissions.js', import.meta.url)), ...args],
        {
          env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[0] ?? '' },
          encoding: 'utf8',
        },
      );
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

    // The figures an operator asks for.
    const deadServer = `127.0.0.1:${String(ports[0])}`;
    const refusedByDead = nginx
      .errorLog()
      .split('\n')
      .filter((line) => line.includes(deadServer) && /connect\(\) failed|prematurely closed|reset by peer/.test(line));
    const logTime = (line: string) => new Date(line.slice(0, 19).replace(/\//g, '-').replace(' ', 'T')).getTime();
    const offsets = refusedByDead.map((line) => Math.floor(logTime(line) / 1000) - Math.floor(killedAt / 1000));
    const retried = submissions.filter((submission) => submission.answers.length > 1);
    console.log(
      [
        `failover behind nginx (max_fails=${maxFails}, fail_timeout=${failTimeout}s), two servers on one PostgreSQL:`,
        `  sent ${String(total)}, accepted at once ${String(total - failed.length)}, failed and sent again ${String(failed.length)} (answers seen: ${[...new Set(retried.flatMap((submission) => submission.answers.slice(0, -1)))].join(', ') || 'none'}), stored ${String(total)}, e-mailed ${String(mail.received.length)}`,
        `  A killed: ${String(killPeriod.length)} posts after the kill; nginx met the dead server ${String(refusedByDead.length)} times, in seconds ${offsets.map((offset) => `+${String(offset)}`).join(', ')} after the kill (the log's whole seconds), then sent it nothing until fail_timeout`,
        `  A back: serving again ${String(servingAgainMs)} ms after it listened`,
        `  B cut from the database: ${String(cutPeriod.length)} posts in ${cutSeconds.toFixed(1)} s, ${String(refusedDuringCut)} answered 503 by B (sent again and accepted)`,
        '  metrics of B during the failover and during its cut (site_ series):',
        ...scrapes.flatMap((scrape, index) => [
          `  -- scrape ${String(index + 1)}`,
          ...scrape.split('\n').filter((line) => /^site_(store_up|outbox_|mail_|form_submissions_total)/.test(line)),
        ]),
      ].join('\n'),
    );
  } finally {
    await stopVisitors().catch(() => undefined);
    await nginx.stop();
    for (const server of servers) {
      if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
      await server.exited;
    }
    await link.close();
    await mail.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
});
