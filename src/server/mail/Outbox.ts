import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { SubmissionStore } from '../store/SubmissionStore';
import { submissionMail } from './message';

export type SendMail = (message: SendMailOptions) => Promise<unknown>;

export interface OutboxOptions {
  store: SubmissionStore;
  send: SendMail;
  from: string;
  to: string;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often due submissions are looked for, besides right after each new one. */
  pollMs?: number;
}

// Waits after the 1st, 2nd, ... failed attempt; the last one repeats until the mail server answers.
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000];

export function retryDelay(attempts: number): number {
  return retryDelaysMs[Math.min(attempts, retryDelaysMs.length - 1)] ?? 6 * 3_600_000;
}

/**
 * Delivers stored submissions by e-mail. A row is marked delivered only after the mail server accepted
 * it; failures are retried with growing pauses, so nothing is lost while the mail server is down.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    this.timer = setInterval(() => {
      this.kick();
    }, this.options.pollMs ?? 30_000);
    this.timer.unref();
    this.kick();
  }

  /** Look for due submissions now (called after each stored submission). */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  }

  async deliverDue(now = Date.now()): Promise<void> {
    const { store, send, from, to, logger } = this.options;
    for (const record of store.due(now, 20)) {
      try {
        await send(submissionMail(record, store.dataDir, from, to));
        store.markDelivered(record.id);
        logger?.info({ submission: record.id }, 'submission delivered by e-mail');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        store.markFailed(record.id, reason, Date.now() + retryDelay(record.attempts));
        logger?.warn({ submission: record.id, reason }, 'e-mail delivery failed; will retry');
      }
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
