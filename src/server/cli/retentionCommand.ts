import { inboxRetention } from '../../staff/server';
import {
  deletionDay,
  undecidedReminderMonths,
  unhandledReminderMonths,
  type RetentionPeriods,
} from '../../submissions/retention';
import { Retention, describeCounts } from '../retention/service';
import { policyMismatches } from '../retention/settings';
import { sweep, type SweepReport } from '../retention/sweep';
import type { StoreAccess } from '../store/access';

const date = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * `npm run retention`: the server's retention run by hand, under the same lease and recorded like the
 * server's (a dry run only counts, and records nothing); then what waits for staff. 1 when another run holds
 * the lease now.
 */
export async function retentionCommand(
  store: StoreAccess,
  periods: RetentionPeriods,
  dryRun: boolean,
  print: (text: string) => void,
  printError: (text: string) => void,
): Promise<number> {
  for (const line of policyMismatches(periods)) printError(`Warning: ${line}`);
  let report: SweepReport;
  if (dryRun) {
    report = await sweep(store, inboxRetention, { periods, now: Date.now(), dryRun: true });
    print(`Would delete ${describeCounts(report.counts)}.`);
  } else {
    const outcome = await new Retention({ store, trail: inboxRetention, periods, at: 'off', log: quiet }).run(
      'command',
    );
    if (outcome.outcome === 'failed') throw outcome.error;
    if (outcome.outcome === 'skipped') {
      printError(
        'Another retention run holds the lease now (a server, or another npm run retention): try again in a few minutes.',
      );
      return 1;
    }
    report = outcome.report;
    print(`Deleted ${describeCounts(outcome.report.counts)}; the run is recorded.`);
  }
  print(
    `Periods: applications ${String(periods.applicationMonths)} months after the rejection was sent or the withdrawal arrived, 30 days after a hiring was recorded; contact messages ${String(periods.contactDays)} days after they were handled, at the latest ${String(periods.contactUnhandledMonths)} months after they arrived.`,
  );
  if (report.awaitingDecision.length > 0) {
    print(
      `${String(report.awaitingDecision.length)} applications older than ${String(undecidedReminderMonths)} months wait for a decision (kept until one is recorded in the staff inbox):`,
    );
    for (const record of report.awaitingDecision)
      print(`  ${record.id}  received ${date(record.createdAt)}  ${record.job?.title ?? 'speculative'}`);
  }
  if (report.awaitingHandling.length > 0) {
    print(
      `${String(report.awaitingHandling.length)} contact messages have not been marked handled for more than ${String(unhandledReminderMonths)} month (each is deleted on its day regardless):`,
    );
    for (const record of report.awaitingHandling)
      print(
        `  ${record.id}  received ${date(record.createdAt)}  deleted on ${deletionDay(record, periods)?.day ?? '-'}`,
      );
  }
  return 0;
}
