import type { FastifyBaseLogger } from 'fastify';

/** A message waiting in an outbox: its id, and how often sending it has failed. */
interface Queued {
  id: string;
  attempts: number;
}

/**
 * Where an outbox's messages wait: a table of the program's (the forms' submissions, the inbox's notices),
 * each operation through the database's door. A message is stored with what it tells of, before it is sent.
 */
interface OutboxQueue<Item extends Queued> {
  /**
   * One due message, leased until `now + leaseMs`: not due meanwhile, so no other server (or loop) sends it;
   * after a crash mid-delivery it is sent when the lease ends. Undefined when none is due.
   */
  claim(now: number, leaseMs: number): Promise<Item | undefined>;
  /** The mail server took it: never sent again. */
  sent(item: Item, now: number): Promise<void>;
  /** The mail server did not take it: due again at `retryAt`, its attempts counted. */
  failed(item: Item, reason: string, retryAt: number): Promise<void>;
}

/** The outbox's log lines, in the operator's words for what it sends. */
interface OutboxWords {
  /** The log field that names a message's id ('submission', 'notice'). */
  field: string;
  delivered: string;
  failed: string;
  unreadable: string;
  stillSending: string;
}

export interface OutboxOptions<Item extends Queued> {
  queue: OutboxQueue<Item>;
  send: (item: Item) => Promise<unknown>;
  words: OutboxWords;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
  /** Waits after the 1st, 2nd, ... failed attempt; the last one repeats until the mail server takes it. */
  retryDelaysMs: readonly [number, ...number[]];
  /** How often due messages are looked for, besides each `kick`. */
  pollMs: number;
  /** Deliveries under way at once (the mail pool's connections); 1 by default. */
  concurrency?: number | undefined;
  /** Told of every delivery tried (the metrics), `ok` false when the mail server did not take it. */
  onDelivery?: ((ok: boolean) => void) | undefined;
}

/**
 * A claimed message is not due again for this long: longer than one delivery can take (a mail transport
 * gives up on a silent mail server well before), so another server never sends it while this one is.
 */
const deliveryLeaseMs = 5 * 60_000;

/** How long shutdown waits for a delivery under way; an unfinished one stays queued for the next start. */
const stopTimeoutMs = 3000;

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Sends what a program stored to be e-mailed: a message is marked sent only after the mail server took it;
 * failures are tried again after growing pauses, so nothing is lost while the mail server is down. Several
 * servers on one database share the work through the queue's leased claims.
 */
export class Outbox<Item extends Queued> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxOptions<Item>) {}

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due messages now (after one was stored); a look under way looks again once it ends. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        // The database is unavailable or locked: the next poll tries again.
        this.options.logger?.warn({ reason: reasonOf(error) }, this.options.words.unreadable);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every message due at `now`, in `concurrency` loops that each claim one at a time. */
  async deliverDue(now = Date.now()): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.options.concurrency ?? 1) }, () => this.deliverLoop(now)));
  }

  /** Claims one due message at a time, so that loops and servers share the work as it comes. */
  private async deliverLoop(now: number): Promise<void> {
    const { queue, send, words, logger, onDelivery } = this.options;
    while (!this.stopped) {
      const item = await queue.claim(now, deliveryLeaseMs);
      if (!item) return;
      try {
        try {
          await send(item);
        } catch (error) {
          onDelivery?.(false);
          throw error;
        }
        onDelivery?.(true);
        await queue.sent(item, Date.now());
        logger?.info({ [words.field]: item.id }, words.delivered);
      } catch (error) {
        const reason = reasonOf(error);
        await queue.failed(item, reason, Date.now() + this.retryDelay(item.attempts));
        logger?.warn({ [words.field]: item.id, reason }, words.failed);
      }
    }
  }

  private retryDelay(attempts: number): number {
    const delays = this.options.retryDelaysMs;
    return delays[Math.min(attempts, delays.length - 1)] ?? delays[0];
  }

  /** Stops polling and waits at most `timeoutMs` for a delivery under way (a stalled mail server is not waited for). */
  async stop(timeoutMs = stopTimeoutMs): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => {
      timeout = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([this.running, gaveUp]);
    clearTimeout(timeout);
    if (outcome === 'timeout') this.options.logger?.warn(this.options.words.stillSending);
  }
}
