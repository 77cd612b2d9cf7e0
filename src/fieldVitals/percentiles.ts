/**
 * What the staff inbox shows of the window's daily counts (days.ts): each route's metric as its 75th percentile
 * with its number of samples, and how many values each globe renderer and each quality step of the live globe
 * was showing for. The figures come from the bucket counts alone, as Prometheus's histogram_quantile reads the
 * same buckets.
 */
import {
  globeQualities,
  globeRenderers,
  vitalMetrics,
  type GlobeQualityShown,
  type GlobeRendererShown,
  type VitalMetric,
} from './beacon';
import { minimumSamples, type FieldCount } from './days';
import { bucketIndex, vitalBuckets } from './thresholds';

interface FieldSummary {
  route: string;
  metric: VitalMetric;
  samples: number;
  /** In the histogram's unit (seconds, CLS as is); null below the minimum number of samples. */
  p75: number | null;
}

/** What the window holds: each route's metrics, and how many values each globe renderer and step was taken with. */
export interface FieldWindow {
  rows: FieldSummary[];
  renderers: Record<GlobeRendererShown, number>;
  /** Values counted before the beacon carried the step are in none of them. */
  qualities: Record<GlobeQualityShown, number>;
}

/** The window's counts (any days, any order, a bucket more than once), summed per route and metric. */
export function fieldWindow(counts: Iterable<Omit<FieldCount, 'day'>>, minimum = minimumSamples): FieldWindow {
  const renderers: Record<GlobeRendererShown, number> = { webgl: 0, '2d': 0, still: 0, none: 0 };
  const qualities: Record<GlobeQualityShown, number> = { full: 0, lean: 0, none: 0 };
  const series = new Map<string, { route: string; metric: VitalMetric; buckets: number[] }>();
  for (const { metric, route, renderer, quality, le, count } of counts) {
    // Stored days outlive code: a metric or renderer this version no longer knows is left out, not miscounted.
    if (!vitalMetrics.includes(metric)) continue;
    if (globeRenderers.includes(renderer)) renderers[renderer] += count;
    if (isStep(quality)) qualities[quality] += count;
    const key = `${metric} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = { route, metric, buckets: new Array<number>(vitalBuckets[metric].length + 1).fill(0) };
      series.set(key, entry);
    }
    const index = bucketIndex(metric, le);
    entry.buckets[index] = (entry.buckets[index] ?? 0) + count;
  }
  const rows = [...series.values()]
    .map(({ route, metric, buckets }) => {
      const samples = buckets.reduce((total, count) => total + count, 0);
      return { route, metric, samples, p75: samples >= minimum ? quantile(0.75, metric, buckets) : null };
    })
    .sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric));
  return { rows, renderers, qualities };
}

const isStep = (quality: string): quality is GlobeQualityShown =>
  (globeQualities as readonly string[]).includes(quality);

/**
 * A quantile from bucket counts, interpolated linearly inside its bucket as Prometheus's histogram_quantile
 * does, so the inbox and the dashboard tell the same figure; in the open last bucket, its lower edge.
 */
export function quantile(q: number, metric: VitalMetric, counts: readonly number[]): number | null {
  const edges = vitalBuckets[metric];
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let below = 0;
  for (let index = 0; index < counts.length; index += 1) {
    const count = counts[index] ?? 0;
    if (below + count >= rank && count > 0) {
      const upper = edges[index];
      const lower = index === 0 ? 0 : (edges[index - 1] ?? 0);
      if (upper === undefined) return lower;
      return lower + (upper - lower) * ((rank - below) / count);
    }
    below += count;
  }
  return edges[edges.length - 1] ?? null;
}
