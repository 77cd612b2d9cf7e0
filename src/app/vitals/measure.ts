/**
 * The measuring chunk, loaded only after consent (FieldVitals.ts): it starts the library, turns each
 * report into the beacon's enumerated fields, and sends what gathered when the page is hidden, in one
 * beacon to the site's own server (same origin: the Content-Security-Policy stays 'self'). Stopped (consent
 * withdrawn), it drops what gathered and sends nothing more; the library's observers cannot be removed, so
 * their reports are dropped from then on.
 */
import { vitalsEndpoint, type VitalReport } from '../../fieldVitals/beacon';
import { globeShown } from './globeShown';
import { beacons, buildReport } from './beaconBuilder';
import { componentClass } from './componentClass';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type LibraryMetric } from './library';

let queue: VitalReport[] = [];
let started = false;
let stopped = false;

function take(metric: LibraryMetric): void {
  if (stopped) return;
  queue.push(buildReport(metric, { href: location.href, viewportWidth: innerWidth, globe: globeShown() }));
}

function flush(): void {
  if (stopped || queue.length === 0) return;
  const reports = queue;
  queue = [];
  for (const body of beacons(reports))
    navigator.sendBeacon(vitalsEndpoint, new Blob([body], { type: 'application/json' }));
}

/** Measures while consent is given; stops, dropping what gathered, once it is withdrawn. */
export function follow(consented: boolean): void {
  if (consented) start();
  else {
    stopped = true;
    queue = [];
  }
}

function start(): void {
  stopped = false;
  if (started) return;
  started = true;
  const options = { reportSoftNavs: true, generateTarget: componentClass };
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(take, options);
  // After the library's own listeners: its last values of the page are in the queue by then.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}
