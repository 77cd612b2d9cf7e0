import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { dayInPotsdam } from '../../content/potsdamDay';
import { FieldTally, type FieldReport } from '../../fieldVitals/days';
import { fieldWindow, type FieldWindow } from '../../fieldVitals/percentiles';
import type { StoreAccess } from '../store/access';
import type { Database } from '../store/types';
import { addFieldCounts, firstWindowDay, readFieldCounts, rowsPerStatement } from './fieldDays';

export interface FieldRecorderOptions {
  store: StoreAccess;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How often the tally goes to the database: what a crash may lose at most. */
  flushMs?: number;
  now?: () => number;
}

/**
 * The field values a server counts: each beacon's reports into its tally in memory (no query per beacon), the
 * tally added to the database's daily counts every minute and when the server closes, so a restart loses at
 * most the last minute and every server on one database adds to the same days. A write the database refuses
 * keeps its counts for the next. The window is the database's days plus this server's tally.
 */
export class FieldVitalsRecorder {
  private readonly tally = new FieldTally();
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: FieldRecorderOptions) {
    this.now = options.now ?? Date.now;
  }

  add(report: FieldReport): void {
    this.tally.add(report, dayInPotsdam(this.now()));
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs ?? 60_000);
    // The schedule keeps no process alive: the listeners do.
    this.timer.unref();
  }

  /** Writes what the tally holds; one write at a time, so a count is never in two writes, nor in none. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the schedule and writes the rest (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** The window's counts as the inbox shows them: every server's written days and this server's tally. */
  async window(minimum?: number): Promise<FieldWindow> {
    // A write under way has taken its counts from the tally: read once it is in the database.
    await this.flushing;
    const fromDay = firstWindowDay(this.now());
    const stored = await this.options.store.run((open) => open.query((db) => readFieldCounts(db, fromDay)));
    const pending = this.tally.entries().filter((entry) => entry.day >= fromDay);
    return fieldWindow([...stored, ...pending], minimum);
  }

  private async write(): Promise<void> {
    const counts = this.tally.take();
    if (counts.length === 0) return;
    try {
      const { store } = this.options;
      const write = (db: Kysely<Database>) => addFieldCounts(db, counts);
      // All or nothing, so the counts put back after a failure are never counted twice: one statement is so
      // by itself (a minute's tally mostly fits in one); more take one transaction.
      if (counts.length <= rowsPerStatement) await store.run((open) => open.query(write));
      else await store.transaction([], ({ submissions }) => submissions.query(write));
    } catch (error) {
      this.tally.putBack(counts);
      this.options.log.warn(
        { err: error },
        'field measurements: the counts could not be written now; kept for the next try',
      );
    }
  }
}
