/**
 * The field values as daily counts: per Potsdam day, metric, route, globe renderer and quality step, how many
 * values fell in each histogram bucket (the same edges as the metrics listener's histograms, thresholds.ts).
 * Counts only: no value, no beacon, nothing of a visitor. The server keeps the days of the window in the
 * database (the privacy policy states for how long) and, until it writes them there, in a tally of its own
 * (`FieldTally`).
 */
import type { GlobeQualityShown, GlobeRendererShown, VitalMetric, VitalReport } from './beacon';
import { bucketEdge, inHistogramUnit } from './thresholds';

/** The days the inbox shows and the database keeps, today included; the privacy policy states the same. */
export const fieldWindowDays = 28;
/** Below this many samples a percentile says more about the few visitors than about the page. */
export const minimumSamples = 100;

/**
 * The quality step of the days counted before the beacon carried one, where a live globe showed: unknown, so
 * left out of the steps' shares (the still's and no globe's were `none` all along).
 */
export const unrecordedQuality = 'unrecorded';

/** One bucket's count on one day: the unit both the tally and the database hold. */
export interface FieldCount {
  /** The Potsdam day, YYYY-MM-DD. */
  day: string;
  metric: VitalMetric;
  /** The route table's id, or `not-found`; a stored day may name a route the table no longer has. */
  route: string;
  renderer: GlobeRendererShown;
  quality: GlobeQualityShown | typeof unrecordedQuality;
  /** The bucket's upper edge, as Prometheus's `le` label: "0.5", …, "+Inf". */
  le: string;
  count: number;
}

export type FieldReport = Pick<VitalReport, 'route' | 'metric' | 'value' | 'renderer' | 'quality'>;

const keyOf = ({ day, metric, route, renderer, quality, le }: Omit<FieldCount, 'count'>) =>
  [day, metric, route, renderer, quality, le].join(' ');

/**
 * The counts a server took since it last wrote them to the database: adding is a map update, so a beacon
 * costs no query; `take` hands them over for one write and empties the tally, `putBack` returns them when
 * the write failed, to go with the next.
 */
export class FieldTally {
  private readonly counts = new Map<string, FieldCount>();

  add(report: FieldReport, day: string): void {
    const le = bucketEdge(report.metric, inHistogramUnit(report.metric, report.value));
    const { metric, route, renderer, quality } = report;
    this.put({ day, metric, route, renderer, quality, le, count: 1 });
  }

  /** The counts not yet written, as they stand. */
  entries(): FieldCount[] {
    return [...this.counts.values()].map((entry) => ({ ...entry }));
  }

  take(): FieldCount[] {
    const taken = [...this.counts.values()];
    this.counts.clear();
    return taken;
  }

  putBack(counts: readonly FieldCount[]): void {
    for (const entry of counts) this.put(entry);
  }

  private put(entry: FieldCount): void {
    const key = keyOf(entry);
    const held = this.counts.get(key);
    if (held) held.count += entry.count;
    else this.counts.set(key, { ...entry });
  }
}
