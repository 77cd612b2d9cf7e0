import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/server/mail/Outbox';
import { writeCvFile } from '../../src/server/store/cvFiles';
import type { StoreAccess } from '../../src/server/store/access';
import type { SubmissionStore } from '../../src/server/store/SubmissionStore';
import { openTestStore, storeKinds, type TestStore } from './support/stores';
import { openSqliteStore, openPostgresStore, type OwnStore } from '../support/formStore';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'energy' as const,
  message: 'Please call me back.',
};
const meta = { locale: 'de' as const, idempotencyKey: undefined };

/** A local SMTP server that refuses the first `failures` messages, then accepts and records them. */
async function fakeMailServer(failures: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        if (refused < failures) {
          refused++;
          callback(new Error('451 Try again later'));
          return;
        }
        received.push(text);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return { received, transport, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(storeKinds)('on %s', (kind) => {
  let testStore: TestStore;
  let store: SubmissionStore;
  let dataDir = '';

  beforeEach(async () => {
    testStore = await openTestStore(kind);
    store = testStore.reader;
    dataDir = testStore.dataDir;
  });

  afterEach(async () => {
    await testStore.close();
  });

  describe('the e-mail outbox', () => {
    it('tells how many submissions wait to be e-mailed and when the oldest arrived, for readiness and metrics', async () => {
      expect(await store.undelivered()).toEqual({ count: 0, oldestAt: null });
      const twoHoursAgo = Date.now() - 2 * 60 * 60_000;
      const older = await store.insert({ kind: 'contact', data: contact }, meta, twoHoursAgo);
      await store.insert({ kind: 'contact', data: contact }, meta, twoHoursAgo + 60_000);
      expect(await store.undelivered()).toEqual({ count: 2, oldestAt: twoHoursAgo });
      await store.markDelivered(older.id);
      expect(await store.undelivered()).toEqual({ count: 1, oldestAt: twoHoursAgo + 60_000 });
    });

    it('marks a submission delivered only after the mail server accepted it, retrying after a failure', async () => {
      const mail = await fakeMailServer(1);
      const { id } = await store.insert({ kind: 'contact', data: contact }, meta);
      const outbox = new Outbox({
        store,
        send: (message) => mail.transport.sendMail(message),
        from: 'web@example.com',
        to: 'team@example.com',
      });

      await outbox.deliverDue();
      const afterFailure = await store.get(id);
      expect(afterFailure).toMatchObject({
        deliveredAt: null,
        attempts: 1,
        lastError: expect.stringContaining('451') as unknown,
      });
      expect(afterFailure?.nextAttemptAt).toBeGreaterThan(Date.now());
      expect(mail.received).toHaveLength(0);

      // Not due yet: nothing is sent. Once due, it is delivered exactly once.
      await outbox.deliverDue();
      expect(mail.received).toHaveLength(0);
      await outbox.deliverDue(Date.now() + 2 * 60_000);
      await outbox.deliverDue(Date.now() + 2 * 60_000);
      expect(mail.received).toHaveLength(1);
      expect((await store.get(id))?.deliveredAt).not.toBeNull();
      expect(mail.received[0]).toContain('Reply-To: Ada Lovelace <ada@example.com>');
      expect(mail.received[0]).toContain('Please call me back.');
      await mail.close();
    });

    it('tells staff of an application by a notice only: no name, address, phone, message or CV, and where to read it', async () => {
      const mail = await fakeMailServer(0);
      const file = await writeCvFile(dataDir, Buffer.from('%PDF-1.4 test'), 'pdf');
      await store.insert(
        {
          kind: 'application',
          data: {
            name: 'Grace Hopper',
            email: 'grace@example.com',
            phone: '+49 30 1234567',
            message: 'Dear team, my cover letter.',
          },
          cv: { file, name: 'Grace CV.pdf', size: 13, type: 'pdf' },
        },
        meta,
      );
      await new Outbox({
        store,
        send: (message) => mail.transport.sendMail(message),
        from: 'web@example.com',
        to: 'team@example.com',
      }).deliverDue();
      // The body as staff read it: quoted-printable's soft line breaks joined up.
      const received = (mail.received[0] ?? '').replace(/=\r?\n/g, '');
      const [application] = await store.list();
      // The CV stays in the store, where retention deletes it; no copy goes to a mailbox (issue 30).
      expect(received).not.toContain('filename=');
      expect(received).not.toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
      for (const written of ['Grace', 'grace@example.com', '1234567', 'cover letter', 'Grace CV.pdf'])
        expect(received).not.toContain(written);
      // In the company's language, German unless STAFF_MAIL_LOCALE says otherwise.
      expect(received).toContain('Subject: [Website] Initiativbewerbung');
      // The rule the privacy policy states, as staff read it where they first hear of the application.
      expect(received).toContain('Die Bewerbung und ihr Lebenslauf werden 6 Monate nach dem Tag');
      expect(received).toContain(`npm run submissions -- show ${application?.id ?? '?'}`);
      expect(await store.list({ undeliveredOnly: true })).toHaveLength(0);
      await mail.close();
    });
  });

  describe('several outboxes on one store', () => {
    it('send each submission exactly once, sharing the work', async () => {
      const mail = await fakeMailServer(0);
      // A second server's door to the same store: another connection pool, or another SQLite connection.
      const second: OwnStore =
        kind === 'postgres' && testStore.databaseUrl
          ? openPostgresStore(testStore.databaseUrl, dataDir)
          : await openSqliteStore(dataDir);
      const ids = new Set<string>();
      for (let index = 0; index < 40; index++)
        ids.add(
          (await store.insert({ kind: 'contact', data: { ...contact, message: `Message ${String(index)}` } }, meta)).id,
        );
      const sent: string[] = [];
      const outboxFor = (door: Pick<StoreAccess, 'run'>) =>
        new Outbox({
          store: door,
          send: async (message) => {
            sent.push(String((message.headers as Record<string, string>)['X-Submission-Id']));
            // A slow mail server: both outboxes are busy at the same time.
            await new Promise((resolve) => setTimeout(resolve, 5));
            return mail.transport.sendMail(message);
          },
          from: 'web@example.com',
          to: 'team@example.com',
        });
      await Promise.all([outboxFor(store).deliverDue(), outboxFor(second).deliverDue(), outboxFor(store).deliverDue()]);
      expect(sent.sort()).toEqual([...ids].sort());
      expect(mail.received).toHaveLength(40);
      expect(await store.list({ undeliveredOnly: true })).toHaveLength(0);
      await second.close();
      await mail.close();
    });
  });
});
