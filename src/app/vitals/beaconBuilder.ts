/**
 * From the library's report to the beacon's fields, and reports to beacons: only the enumerated values
 * of fieldVitals/beacon.ts are copied, field by field, so nothing else the library knows (entries,
 * selectors, addresses) can reach the body.
 */
import {
  maxBeaconBytes,
  maxReportsPerBeacon,
  type DeviceClass,
  type VitalBeacon,
  type VitalNavigation,
  type VitalReport,
} from '../../fieldVitals/beacon';
import { resolveRoute } from '../../routes/useCurrentRoute';
import { splitLocale } from '../../i18n/locales';
import { asComponent } from './componentClass';
import type { GlobeShown } from './globeShown';
import type { LibraryMetric } from './library';

/** The site's own breakpoints: under 768 px a phone's layout, under 1024 px a tablet's. */
export function deviceClass(width: number): DeviceClass {
  if (width < 768) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}

const navigations: ReadonlyMap<string, VitalNavigation> = new Map([
  ['navigate', 'navigate'],
  ['reload', 'reload'],
  ['back-forward', 'back-forward'],
  ['back-forward-cache', 'back-forward-cache'],
  ['prerender', 'prerender'],
  ['restore', 'restore'],
  ['soft-navigation', 'soft'],
]);

export interface ReportContext {
  /** The page's address, for its route and language only; `navigationURL` wins when the library names it. */
  href: string;
  viewportWidth: number;
  /** The globe's renderer and quality step as the stage shows them when the report is taken. */
  globe: GlobeShown;
}

/** Rounded: milliseconds to whole ones, CLS to four places; finer digits would only help to tell visitors apart. */
const rounded = (name: LibraryMetric['name'], value: number): number =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

export function buildReport(metric: LibraryMetric, context: ReportContext): VitalReport {
  const { pathname } = new URL(metric.navigationURL ?? context.href, context.href);
  const { route } = resolveRoute(pathname);
  const report: VitalReport = {
    metric: metric.name,
    value: rounded(metric.name, metric.value),
    route: route.id,
    language: splitLocale(pathname).locale,
    navigation: navigations.get(metric.navigationType) ?? 'navigate',
    device: deviceClass(context.viewportWidth),
    renderer: context.globe.renderer,
    quality: context.globe.quality,
  };
  if (metric.name === 'INP') report.component = asComponent(metric.attribution?.interactionTarget);
  return report;
}

/** Reports in as few beacons as their limits allow: each within the count and the bytes the server takes. */
export function beacons(reports: readonly VitalReport[]): string[] {
  const bodies: string[] = [];
  let batch: VitalReport[] = [];
  const body = (list: VitalReport[]): string => JSON.stringify({ reports: list } satisfies VitalBeacon);
  for (const report of reports) {
    const next = [...batch, report];
    if (batch.length > 0 && (next.length > maxReportsPerBeacon || body(next).length > maxBeaconBytes)) {
      bodies.push(body(batch));
      batch = [report];
    } else batch = next;
  }
  if (batch.length > 0) bodies.push(body(batch));
  return bodies;
}
