/**
 * The field values of the last 28 days, per route and metric, as bucket counts per UTC day:
 * what the staff inbox shows as the 75th percentile with its number of samples. Counts only, no beacon is
 * kept. In memory: a restart starts the window anew (the Prometheus histograms, scraped, keep the longer
 * view; deploy/grafana/web-vitals.json reads them).
 */
import { globeRenderers, type GlobeRendererShown, type VitalMetric, type VitalReport } from './beacon';
import { inHistogramUnit, vitalBuckets } from './thresholds';

export const fieldWindowDays = 28;
/** Below this many samples a percentile says more about the few visitors than about the page. */
export const minimumSamples = 100;

const dayMs = 24 * 60 * 60 * 1000;

/** One route's metric over the window: bucket counts over `vitalBuckets[metric]` plus one for above the last. */
export interface FieldSeries {
  route: VitalReport['route'];
  metric: VitalMetric;
  counts: number[];
}

export interface FieldSummary {
  route: VitalReport['route'];
  metric: VitalMetric;
  samples: number;
  /** In the histogram's unit (seconds, CLS as is); null below the minimum number of samples. */
  p75: number | null;
}

/** What the window holds: each route's metrics, and how many values each globe renderer was showing for. */
export interface FieldWindow {
  rows: FieldSummary[];
  renderers: Record<GlobeRendererShown, number>;
}

export class FieldVitalDays {
  private readonly days = new Map<number, Map<string, FieldSeries>>();
  private readonly renderers = new Map<number, Record<GlobeRendererShown, number>>();

  constructor(private readonly now: () => number = Date.now) {}

  add(report: Pick<VitalReport, 'route' | 'metric' | 'value' | 'renderer'>): void {
    const day = Math.floor(this.now() / dayMs);
    const shown = this.renderers.get(day) ?? { webgl: 0, '2d': 0, still: 0, none: 0 };
    shown[report.renderer] += 1;
    this.renderers.set(day, shown);
    let series = this.days.get(day);
    if (!series) {
      series = new Map();
      this.days.set(day, series);
      this.forget(day);
    }
    const key = `${report.metric} ${report.route}`;
    let entry = series.get(key);
    if (!entry) {
      entry = {
        route: report.route,
        metric: report.metric,
        counts: new Array<number>(vitalBuckets[report.metric].length + 1).fill(0),
      };
      series.set(key, entry);
    }
    const value = inHistogramUnit(report.metric, report.value);
    const found = vitalBuckets[report.metric].findIndex((edge) => value <= edge);
    const bucket = found === -1 ? entry.counts.length - 1 : found;
    entry.counts[bucket] = (entry.counts[bucket] ?? 0) + 1;
  }

  /** Each route's metrics over the last 28 days (today included), and the renderers' counts over them. */
  window(minimum = minimumSamples): FieldWindow {
    const today = Math.floor(this.now() / dayMs);
    const renderers = { webgl: 0, '2d': 0, still: 0, none: 0 };
    for (const [day, shown] of this.renderers)
      if (day > today - fieldWindowDays) for (const key of globeRenderers) renderers[key] += shown[key];
    return { rows: this.summary(minimum), renderers };
  }

  /** Each route's metrics over the last 28 days (today included), sorted by route then metric. */
  summary(minimum = minimumSamples): FieldSummary[] {
    const today = Math.floor(this.now() / dayMs);
    const merged = new Map<string, FieldSeries>();
    for (const [day, series] of this.days) {
      if (day <= today - fieldWindowDays) continue;
      for (const [key, entry] of series) {
        const sum = merged.get(key);
        if (!sum) merged.set(key, { ...entry, counts: [...entry.counts] });
        else entry.counts.forEach((count, index) => (sum.counts[index] = (sum.counts[index] ?? 0) + count));
      }
    }
    return [...merged.values()]
      .map(({ route, metric, counts }) => {
        const samples = counts.reduce((total, count) => total + count, 0);
        return { route, metric, samples, p75: samples >= minimum ? quantile(0.75, metric, counts) : null };
      })
      .sort((a, b) => a.route.localeCompare(b.route) || a.metric.localeCompare(b.metric));
  }

  private forget(today: number): void {
    for (const day of this.days.keys()) if (day <= today - fieldWindowDays) this.days.delete(day);
    for (const day of this.renderers.keys()) if (day <= today - fieldWindowDays) this.renderers.delete(day);
  }
}

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
