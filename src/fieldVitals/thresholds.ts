/**
 * The Core Web Vitals' thresholds (good up to the first, poor above the second) and the histograms' bucket
 * edges, which include both, so the shares of good, needs-improvement and poor read exactly off the buckets.
 * Times are in seconds here, as Prometheus names them; CLS has no unit.
 */
import type { VitalMetric } from './beacon';

export const vitalThresholds: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2.5, 4],
  INP: [0.2, 0.5],
  CLS: [0.1, 0.25],
  FCP: [1.8, 3],
  TTFB: [0.8, 1.8],
};

/** Upper bucket edges, ascending; the thresholds and a few steps around them. */
export const vitalBuckets: Record<VitalMetric, readonly number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10, 20],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8, 1, 2, 5],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2],
  FCP: [0.5, 1, 1.5, 1.8, 2.4, 3, 4, 6, 10, 20],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6, 10],
};

/**
 * The bucket a value in the histogram's unit falls in, named by its upper edge as Prometheus's `le` label names
 * it ("+Inf" above the last): the stored daily counts carry it, so counts taken under other edges still land.
 */
export function bucketEdge(metric: VitalMetric, value: number): string {
  const edge = vitalBuckets[metric].find((upper) => value <= upper);
  return edge === undefined ? '+Inf' : String(edge);
}

/** Where a bucket named by its upper edge counts among today's edges: the first that holds that edge. */
export function bucketIndex(metric: VitalMetric, le: string): number {
  const edges = vitalBuckets[metric];
  const upper = le === '+Inf' ? Infinity : Number(le);
  const index = edges.findIndex((edge) => upper <= edge);
  return index === -1 ? edges.length : index;
}

/** A beacon's value (milliseconds, or CLS as is) in the histogram's unit. */
export function inHistogramUnit(metric: VitalMetric, value: number): number {
  return metric === 'CLS' ? value : value / 1000;
}
