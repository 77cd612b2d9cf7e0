import { Counter, Histogram, type Registry } from 'prom-client';
import { type VitalMetric, type VitalReport } from '../../fieldVitals/beacon';
import { inHistogramUnit, vitalBuckets } from '../../fieldVitals/thresholds';

/** Why a beacon was not counted: its body did not pass the check, was too large, or came too often. */
export type BeaconRefusal = 'invalid' | 'too_large' | 'rate_limited' | 'cross_site';

const families: Record<VitalMetric, { name: string; help: string }> = {
  LCP: { name: 'site_web_vital_lcp_seconds', help: 'Largest Contentful Paint from visitors who consented.' },
  INP: { name: 'site_web_vital_inp_seconds', help: 'Interaction to Next Paint from visitors who consented.' },
  CLS: { name: 'site_web_vital_cls', help: 'Cumulative Layout Shift (no unit) from visitors who consented.' },
  FCP: { name: 'site_web_vital_fcp_seconds', help: 'First Contentful Paint from visitors who consented.' },
  TTFB: { name: 'site_web_vital_ttfb_seconds', help: 'Time to First Byte from visitors who consented.' },
};

/**
 * The field measurements on the metrics listener: one histogram per metric (its own unit and buckets, which
 * sit on the Core Web Vitals thresholds: fieldVitals/thresholds.ts), labelled by metric, route, device class
 * and globe renderer, so `{__name__=~"site_web_vital_.+_bucket"}` reads them all; language, navigation type and
 * the globe's quality step only in a counter, to keep the histograms' series few (the step is `none` exactly
 * where no live globe shows, so it at most doubles a live renderer's series). Beacons refused are counted by
 * reason.
 */
export class WebVitalMetrics {
  private readonly histograms: Record<VitalMetric, Histogram<'metric' | 'route' | 'device' | 'renderer'>>;
  private readonly reports: Counter<'metric' | 'renderer' | 'quality' | 'navigation' | 'language'>;
  private readonly refused: Counter<'reason'>;

  constructor(registry: Registry) {
    const registers = [registry];
    const histogram = (metric: VitalMetric) =>
      new Histogram({
        ...families[metric],
        labelNames: ['metric', 'route', 'device', 'renderer'] as const,
        buckets: [...vitalBuckets[metric]],
        registers,
      });
    this.histograms = {
      LCP: histogram('LCP'),
      INP: histogram('INP'),
      CLS: histogram('CLS'),
      FCP: histogram('FCP'),
      TTFB: histogram('TTFB'),
    };
    this.reports = new Counter({
      name: 'site_web_vital_reports_total',
      help: "Field values counted, by metric, globe renderer, the globe's quality step, navigation type and language: the renderers' and steps' shares.",
      labelNames: ['metric', 'renderer', 'quality', 'navigation', 'language'] as const,
      registers,
    });
    this.refused = new Counter({
      name: 'site_web_vital_beacons_refused_total',
      help: 'Field beacons refused and not counted: invalid (a field not one of its values), too_large, rate_limited, cross_site.',
      labelNames: ['reason'] as const,
      registers,
    });
    for (const reason of ['invalid', 'too_large', 'rate_limited', 'cross_site'] as const)
      this.refused.inc({ reason }, 0);
  }

  observe({ metric, value, route, device, renderer, quality, navigation, language }: VitalReport): void {
    this.histograms[metric].observe({ metric, route, device, renderer }, inHistogramUnit(metric, value));
    this.reports.inc({ metric, renderer, quality, navigation, language });
  }

  refuse(reason: BeaconRefusal): void {
    this.refused.inc({ reason });
  }
}
