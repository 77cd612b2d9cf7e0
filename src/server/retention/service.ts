import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  deletionDay,
  undecidedReminderMonths,
  unhandledReminderMonths,
  type RetentionPeriods,
} from '../../submissions/retention';
import type { StoreAccess } from '../store/access';
import type { RetentionCounts } from '../store/types';
import {
  endRun,
  lastCompletedRun,
  releaseLease,
  startRun,
  takeLease,
  type RetentionRun,
  type RunTrigger,
} from './runs';
import { formatRetentionAt, policyMismatches, type RetentionAt } from './settings';
import { lastSlot, nextSlot } from './slots';
import { sweep, type RetentionTrail, type SweepReport } from './sweep';

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A run that ended: done (recorded), left (another holds the lease, or today's run is done), or failed. */
export type RunOutcome =
  | { outcome: 'completed'; run: RetentionRun; report: SweepReport }
  | { outcome: 'skipped'; reason: 'lease' | 'done' }
  | { outcome: 'failed'; error: unknown };

export interface RetentionOptions {
  store: StoreAccess;
  trail: RetentionTrail;
  periods: RetentionPeriods;
  /** When the daily run starts; `off`: none, at start neither (the operator runs `npm run retention`). */
  at: RetentionAt;
  log: Logger;
  /** Told of each run's outcome (the metrics). */
  onRun?: (outcome: RunOutcome) => void;
}

/** A warning is due when no run ended within this time (the daily run and its retries missed two nights). */
const overdueAfterMs = 48 * 3600_000;
/** A failed scheduled run is tried again after this long, until one ends. */
const retryMs = 15 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Is the last run too old? The line to warn with, or undefined. */
export function overdueLine(last: RetentionRun | undefined, now: number): string | undefined {
  if (last?.endedAt && now - last.endedAt < overdueAfterMs) return undefined;
  return `No retention run ended in the last 48 hours (${last?.endedAt ? `the last ended ${iso(last.endedAt)}` : 'none is recorded'}): what the privacy policy says must go may still be stored.`;
}

/**
 * The privacy policy's retention, run by the forms server itself (src/server/README.md, "Retention"): at start
 * and every day at `at` (a Potsdam time), under one lease on the database, so several servers on one
 * PostgreSQL run it once, and a run recorded since today's moment (by any server, or `npm run retention`)
 * leaves the others nothing to do. Each run is recorded with its counts; `npm run retention` runs it by hand.
 */
export class Retention {
  private readonly holder = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly options: RetentionOptions) {}

  /** One run now, under the lease; a scheduled one (`start`, `daily`) leaves it when today's run is recorded. */
  async run(trigger: RunTrigger): Promise<RunOutcome> {
    const { store, trail, periods, at, log } = this.options;
    const now = Date.now();
    if (!(await takeLease(store, this.holder, now))) return { outcome: 'skipped', reason: 'lease' };
    try {
      const last = trigger === 'command' || at === 'off' ? undefined : await lastCompletedRun(store);
      if (last && at !== 'off' && last.startedAt >= lastSlot(at, now)) return { outcome: 'skipped', reason: 'done' };
      const id = await startRun(store, trigger, now);
      try {
        const report = await sweep(store, trail, { periods, now, dryRun: false, stopping: () => this.stopped });
        const awaitingDecision = report.awaitingDecision.length;
        const run = {
          id,
          trigger,
          startedAt: now,
          endedAt: Date.now(),
          error: null,
          awaitingDecision,
          ...report.counts,
        };
        await endRun(store, id, run.endedAt, { counts: report.counts, awaitingDecision });
        this.logRun(log, run, report);
        return { outcome: 'completed', run, report };
      } catch (error) {
        await endRun(store, id, Date.now(), { error: String(error) }).catch(() => undefined);
        throw error;
      }
    } finally {
      await releaseLease(store, this.holder).catch(() => undefined);
    }
  }

  /** Counts, then the reminders: what waits for staff (never deleted undecided; unhandled messages go on their day). */
  private logRun(log: Logger, run: RetentionRun, report: SweepReport): void {
    const { awaitingDecision, awaitingHandling } = report;
    log.info({ retention: { ...run } }, `retention run ${run.trigger}: ${describeCounts(run)}`);
    if (awaitingDecision.length > 0)
      log.warn(
        { submissionIds: awaitingDecision.map((record) => record.id) },
        `${String(awaitingDecision.length)} applications have waited more than ${String(undecidedReminderMonths)} months for a decision: kept until one is recorded in the staff inbox (privacy policy); record the rejection or hiring there.`,
      );
    if (awaitingHandling.length > 0)
      log.warn(
        {
          submissions: awaitingHandling.map((record) => ({
            id: record.id,
            deletedOn: deletionDay(record, this.options.periods)?.day,
          })),
        },
        `${String(awaitingHandling.length)} contact messages have not been marked handled for more than ${String(unhandledReminderMonths)} month: each is deleted on its day regardless (listed in the staff inbox).`,
      );
  }

  /** Warnings at start, then the start's run, then one each day at `at`. */
  start(): void {
    const { at, log, periods } = this.options;
    for (const line of policyMismatches(periods)) log.warn(line);
    if (at === 'off') {
      log.warn(
        'RETENTION_AT=off: this server runs no retention. Run `npm run retention` every day (cron), or what the privacy policy says must go stays stored.',
      );
      void this.warnIfOverdue();
      return;
    }
    log.info(`retention runs at start and every day at ${formatRetentionAt(at)} Potsdam time`);
    this.running = this.warnIfOverdue().then(() => this.kick('start'));
  }

  /** Stops the schedule and waits for a run under way, which stops between two deletions. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    // The start's warning, then its run: each waited for in turn.
    while (this.running) {
      const running = this.running;
      await running;
      if (this.running === running) this.running = undefined;
    }
  }

  private async warnIfOverdue(): Promise<void> {
    const line = overdueLine(await lastCompletedRun(this.options.store).catch(() => undefined), Date.now());
    if (line) this.options.log.warn(line);
  }

  private kick(trigger: RunTrigger): void {
    if (this.stopped) return;
    const { log, onRun } = this.options;
    this.running = this.run(trigger)
      .catch((error: unknown): RunOutcome => ({ outcome: 'failed', error }))
      .then(async (outcome) => {
        onRun?.(outcome);
        if (outcome.outcome === 'failed') {
          log.error({ err: outcome.error }, `retention run ${trigger} failed: tried again in 15 minutes`);
          await this.warnIfOverdue();
        }
        this.schedule(outcome.outcome === 'failed');
      });
  }

  private schedule(retry: boolean): void {
    const { at } = this.options;
    if (this.stopped || at === 'off') return;
    const now = Date.now();
    const next = nextSlot(at, now);
    const delay = retry ? Math.min(retryMs, next - now) : next - now;
    this.timer = setTimeout(() => this.kick('daily'), delay);
    // The schedule keeps no process alive: the listeners do.
    this.timer.unref();
  }
}

/** A run's counts in words, for the log and `npm run retention`. */
export function describeCounts(counts: RetentionCounts): string {
  const applications = counts.applicationsRejected + counts.applicationsWithdrawn + counts.applicationsHired;
  const contacts = counts.contactsHandled + counts.contactsUnhandled;
  return [
    `${String(applications)} applications (${String(counts.applicationsRejected)} rejected, ${String(counts.applicationsWithdrawn)} withdrawn, ${String(counts.applicationsHired)} hired)`,
    `${String(contacts)} contact messages (${String(counts.contactsHandled)} handled, ${String(counts.contactsUnhandled)} never marked handled)`,
    `${String(counts.orphanCvs)} orphaned CV files`,
    `${String(counts.auditLines)} audit lines older than a year`,
    `${String(counts.notices)} staff notices`,
    `${String(counts.fieldVitalDays)} days of field measurement counts`,
  ].join(', ');
}
