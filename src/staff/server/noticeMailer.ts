import type { FastifyBaseLogger } from 'fastify';
import { staffStoreOn, type SharedDatabase } from './store/connection';
import type { NoticeQueue, QueuedNotice } from './store/notices';

/** The server's mail transport, as the inbox uses it (main.ts hands it over when SMTP_HOST is set). */
export interface StaffMail {
  from: string;
  send: (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;
}

const pollMs = 60_000;
/** A claimed notice is not due again for this long: longer than one delivery takes (the mail timeouts). */
const leaseMs = 5 * 60_000;
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/**
 * Sends the inbox's notices to staff (a passkey added or removed), like the forms' outbox sends submissions:
 * each is stored first, sent right after, and tried again with growing pauses until the mail server takes it.
 */
export class NoticeMailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly database: SharedDatabase,
    private readonly mail: StaffMail,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) =>
        this.log.warn({ reason: String(error) }, 'staff notices could not be read; will retry'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private queue<T>(operation: (queue: NoticeQueue) => Promise<T>): Promise<T> {
    return this.database.run(async (connection) => operation((await staffStoreOn(connection)).notices));
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      const notice: QueuedNotice | undefined = await this.queue((queue) => queue.claim(Date.now(), leaseMs));
      if (!notice) return;
      try {
        await this.mail.send({ from: this.mail.from, to: notice.to, subject: notice.subject, text: notice.body });
        await this.queue((queue) => queue.sent(notice.id, Date.now()));
        this.log.info({ notice: notice.id }, 'staff notice delivered by e-mail');
      } catch (error) {
        const delay = retryDelaysMs[Math.min(notice.attempts, retryDelaysMs.length - 1)] ?? pollMs;
        await this.queue((queue) => queue.failed(notice, Date.now() + delay));
        this.log.warn({ notice: notice.id, reason: String(error) }, 'staff notice delivery failed; will retry');
      }
    }
  }
}
