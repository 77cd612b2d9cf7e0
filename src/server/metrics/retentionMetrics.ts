import { Counter, Gauge, type Registry } from 'prom-client';
import { lastCompletedRun, type RetentionRun } from '../retention/runs';
import type { RunOutcome } from '../retention/service';
import type { StoreAccess } from '../store/access';
import type { RetentionCounts } from '../store/types';

/** The counts' names as labels: few values, no ids. */
const kinds: readonly (readonly [keyof RetentionCounts, string])[] = [
  ['applicationsRejected', 'application_rejected'],
  ['applicationsWithdrawn', 'application_withdrawn'],
  ['applicationsHired', 'application_hired'],
  ['contactsHandled', 'contact_handled'],
  ['contactsUnhandled', 'contact_unhandled'],
  ['auditLines', 'audit_line'],
  ['notices', 'notice'],
  ['orphanCvs', 'orphan_cv'],
  ['fieldVitalDays', 'field_vital_day'],
];

/**
 * The retention's numbers on the metrics listener: the last run any server recorded (read from the database
 * at each scrape, so every server of one PostgreSQL tells the same), what it deleted by kind, and this
 * server's runs by outcome. An alert on `site_retention_last_run_timestamp_seconds` older than two days
 * catches a retention nobody runs. Returns what counts a run's outcome.
 */
export function watchRetention(
  registry: Registry,
  store: StoreAccess,
  enabled: boolean,
): (outcome: RunOutcome) => void {
  const registers = [registry];
  let reading: Promise<RetentionRun | undefined> | undefined;
  // One read serves the scrape's gauges.
  const read = () => {
    reading ??= lastCompletedRun(store)
      .catch(() => undefined)
      .finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  new Gauge({
    name: 'site_retention_enabled',
    help: '1 when this server runs the retention daily (RETENTION_AT), 0 when it is off.',
    registers,
    collect() {
      this.set(enabled ? 1 : 0);
    },
  });
  new Gauge({
    name: 'site_retention_last_run_timestamp_seconds',
    help: 'When the last retention run that completed ended (any server, or npm run retention); 0 when none is recorded.',
    registers,
    async collect() {
      this.set(((await read())?.endedAt ?? 0) / 1000);
    },
  });
  new Gauge({
    name: 'site_retention_last_run_deleted',
    help: 'What the last completed retention run deleted, by kind.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const run = await read();
      for (const [count, kind] of kinds) this.set({ kind }, run?.[count] ?? 0);
    },
  });
  new Gauge({
    name: 'site_retention_awaiting_decision',
    help: 'Applications the last run kept because they have waited more than three months for a decision.',
    registers,
    async collect() {
      this.set((await read())?.awaitingDecision ?? 0);
    },
  });
  const runs = new Counter({
    name: 'site_retention_runs_total',
    help: 'Retention runs this server started: completed, skipped (another server held the lease, or ran today), failed.',
    labelNames: ['outcome'] as const,
    registers,
  });
  return ({ outcome }) => runs.inc({ outcome });
}
