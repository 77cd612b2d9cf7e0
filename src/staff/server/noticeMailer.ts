import type { FastifyBaseLogger } from 'fastify';
import { Outbox, type DatabaseAccess } from '../../serverKit';
import { staffStoreOn } from './store/connection';
import type { NoticeQueue, QueuedNotice } from './store/notices';

/** The server's mail transport, as the inbox uses it (main.ts hands it over when SMTP_HOST is set). */
export interface StaffMail {
  from: string;
  send: (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
}

/**
 * Sends the inbox's notices to staff (a passkey added or removed) through the kit's outbox: each is stored
 * with the change it tells of, sent right after, and tried again with growing pauses until the mail server
 * takes it.
 */
export function noticeMailer(
  database: DatabaseAccess,
  mail: StaffMail,
  logger: FastifyBaseLogger,
): Outbox<QueuedNotice> {
  const notices = <T>(operation: (queue: NoticeQueue) => Promise<T>): Promise<T> =>
    database.run(async (connection) => operation((await staffStoreOn(connection)).notices));
  return new Outbox<QueuedNotice>({
    queue: {
      claim: (now, leaseMs) => notices((queue) => queue.claim(now, leaseMs)),
      sent: (notice, now) => notices((queue) => queue.sent(notice.id, now)),
      failed: (notice, _reason, retryAt) => notices((queue) => queue.failed(notice, retryAt)),
    },
    send: (notice) => mail.send({ from: mail.from, to: notice.to, subject: notice.subject, text: notice.body }),
    words: {
      field: 'notice',
      delivered: 'staff notice delivered by e-mail',
      failed: 'staff notice delivery failed; will retry',
      unreadable: 'staff notices could not be read; will retry',
      stillSending: 'staff notice still being sent at shutdown; it stays queued for the next start',
    },
    retryDelaysMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000],
    pollMs: 60_000,
    logger,
  });
}
