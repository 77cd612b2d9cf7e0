import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { StoreAccess } from '../store/access';
import { defaultRetention, type RetentionPeriods } from '../../submissions/retention';
import { submissionMail } from './message';

export type SendMail = (message: SendMailOptions) => Promise<unknown>;

export interface OutboxOptions {
  store: StoreAccess;
  send: SendMail;
  from: string;
  to: string;
  /** The staff inbox's origin (STAFF_ORIGIN): each e-mail links to its entry there. */
  staffOrigin?: string | undefined;
  /** The retention periods each e-mail states (RETENTION_MONTHS, CONTACT_RETENTION_DAYS); the defaults else. */
  retention?: RetentionPeriods;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often due submissions are looked for, besides right after each new one. */
  pollMs?: number;
  /** Deliveries under way at once (the mail pool's connections); 1 by default. */
  concurrency?: number;
  /** Told of every delivery tried (the metrics), `ok` false when the mail server did not take it. */
  onDelivery?: (ok: boolean) => void;
}

// Waits after the 1st, 2nd, ... failed attempt; the last one repeats until the mail server answers.
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000];

/**
 * A claimed submission is not due again for this long: longer than one delivery can take (the mail
 * timeouts in app.ts), so another server never sends it while this one is; after a crash it is sent then.
 */
const deliveryLeaseMs = 5 * 60_000;

/** How long shutdown waits for a delivery under way; an unfinished one stays undelivered for the next start. */
const outboxStopTimeoutMs = 3000;

function retryDelay(attempts: number): number {
  return retryDelaysMs[Math.min(attempts, retryDelaysMs.length - 1)] ?? 6 * 3_600_000;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Delivers stored submissions by e-mail. A row is marked delivered only after the mail server accepted
 * it; failures are retried with growing pauses, so nothing is lost while the mail server is down.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

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
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        // The store is unavailable or locked: the next poll tries again.
        this.options.logger?.warn({ reason: reasonOf(error) }, 'e-mail outbox could not read the store; will retry');
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every due submission, in `concurrency` loops that each claim one at a time. */
  async deliverDue(now = Date.now()): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency ?? 1) }, () => this.deliverLoop(now)));
  }

  /** Claims one due submission at a time, so that loops and servers share the work as it comes. */
  private async deliverLoop(now: number): Promise<void> {
    const { store, send, from, to, staffOrigin, logger, retention = defaultRetention } = this.options;
    while (!this.stopped) {
      const [record] = await store.run((open) => open.claimDue(now, 1, deliveryLeaseMs));
      if (!record) return;
      try {
        try {
          await send(submissionMail(record, from, to, staffOrigin, retention));
        } catch (error) {
          this.options.onDelivery?.(false);
          throw error;
        }
        this.options.onDelivery?.(true);
        await store.run((open) => open.markDelivered(record.id));
        logger?.info({ submission: record.id }, 'submission delivered by e-mail');
      } catch (error) {
        const reason = reasonOf(error);
        await store.run((open) => open.markFailed(record.id, reason, Date.now() + retryDelay(record.attempts)));
        logger?.warn({ submission: record.id, reason }, 'e-mail delivery failed; will retry');
      }
    }
  }

  /** Stops polling and waits at most `timeoutMs` for a delivery under way (a stalled mail server is not waited for). */
  async stop(timeoutMs = outboxStopTimeoutMs): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timeout = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([this.running, gaveUp]);
    clearTimeout(timeout);
    if (outcome === 'timeout')
      this.options.logger?.warn('e-mail delivery still under way at shutdown; it stays queued for the next start');
  }
}
