/**
 * A small first-party measurement with web-vitals' calls, until the package is installed (library.ts).
 * Per page load it reports TTFB and FCP at once, LCP at the first input or when hidden, CLS (the largest
 * session window of shifts without recent input) and INP (the 98th percentile of interactions' longest
 * event) when hidden. With `reportSoftNavs`, each client-side page change (the router's, watched on the
 * navigation machine) closes the page's CLS and INP and opens new ones: LCP, FCP and TTFB are not measured
 * for a client-side page change here, as no browser API gives them without the Soft Navigations API.
 */
import { navigation } from '../../navigation/machine';
import type { LibraryMetric, LibraryOptions, OnMetric } from './libraryTypes';

type Report = (metric: LibraryMetric) => void;
interface Shift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}
interface EventTiming extends PerformanceEntry {
  interactionId?: number;
  target?: Node | null;
}

const loadType = (): string => {
  const entry = performance.getEntriesByType('navigation')[0];
  const type = entry instanceof PerformanceNavigationTiming ? entry.type : 'navigate';
  return type === 'back_forward' ? 'back-forward' : type;
};

/** One page instance: the first page, or the page after a client-side change. */
let page = { type: loadType(), url: location.href };
const pageChanges = new Set<() => void>();
let shownPath = navigation.state().shown;
navigation.subscribe(() => {
  const { shown } = navigation.state();
  if (shown === shownPath) return;
  const first = shownPath === '';
  shownPath = shown;
  if (first) return;
  pageChanges.forEach((close) => close());
  page = { type: 'soft-navigation', url: location.href };
});

const isShift = (entry: PerformanceEntry): entry is Shift => 'hadRecentInput' in entry;
const isEvent = (entry: PerformanceEntry): entry is EventTiming => 'interactionId' in entry;

function observe(type: string, each: (entry: PerformanceEntry) => void, threshold?: number): void {
  if (!PerformanceObserver.supportedEntryTypes.includes(type)) return;
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(each));
  observer.observe({ type, buffered: true, ...(threshold === undefined ? {} : { durationThreshold: threshold }) });
}

const whenHidden = (callback: () => void): void =>
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && callback());

function metric(name: LibraryMetric['name'], value: number, target?: string): LibraryMetric {
  return {
    name,
    value,
    navigationType: page.type,
    navigationURL: page.url,
    ...(target === undefined ? {} : { attribution: { interactionTarget: target } }),
  };
}

export const onTTFB: OnMetric = (report) => {
  const entry = performance.getEntriesByType('navigation')[0];
  if (entry instanceof PerformanceNavigationTiming) report(metric('TTFB', Math.max(0, entry.responseStart)));
};

export const onFCP: OnMetric = (report) =>
  observe('paint', (entry) => entry.name === 'first-contentful-paint' && report(metric('FCP', entry.startTime)));

export const onLCP: OnMetric = (report) => {
  let latest: number | undefined;
  let done = false;
  observe('largest-contentful-paint', (entry) => (latest = done ? latest : entry.startTime));
  const finish = () => {
    if (done || latest === undefined) return;
    done = true;
    report(metric('LCP', latest));
  };
  for (const type of ['keydown', 'pointerdown']) addEventListener(type, finish, { once: true, capture: true });
  whenHidden(finish);
};

/** A value reported when the page is hidden and again at a page change, when it changed since. */
function closing(
  report: Report,
  options: LibraryOptions | undefined,
  value: () => LibraryMetric | null,
  reset: () => void,
) {
  let sent = '';
  const send = () => {
    const current = value();
    const key = current ? `${page.url} ${current.value}` : '';
    if (!current || key === sent) return;
    sent = key;
    report(current);
  };
  whenHidden(send);
  if (options?.reportSoftNavs)
    pageChanges.add(() => {
      send();
      reset();
      sent = '';
    });
}

export const onCLS: OnMetric = (report, options) => {
  let largest = 0;
  let session = { value: 0, start: 0, last: 0 };
  observe('layout-shift', (shift) => {
    if (!isShift(shift) || shift.hadRecentInput) return;
    const joins = shift.startTime - session.last < 1000 && shift.startTime - session.start < 5000;
    session = joins
      ? { ...session, value: session.value + shift.value, last: shift.startTime }
      : { value: shift.value, start: shift.startTime, last: shift.startTime };
    largest = Math.max(largest, session.value);
  });
  closing(
    report,
    options,
    () => metric('CLS', largest),
    () => {
      largest = 0;
      session = { value: 0, start: 0, last: 0 };
    },
  );
};

export const onINP: OnMetric = (report, options) => {
  const interactions = new Map<number, { duration: number; target: Node | null }>();
  observe(
    'event',
    (entry) => {
      if (!isEvent(entry)) return;
      const id = entry.interactionId ?? 0;
      if (id === 0) return;
      const known = interactions.get(id);
      if (!known || entry.duration > known.duration)
        interactions.set(id, { duration: entry.duration, target: entry.target ?? known?.target ?? null });
    },
    40,
  );
  // The first input is reported whatever its duration: an interaction under 40 ms still counts as one.
  observe('first-input', (entry) => {
    if (!isEvent(entry)) return;
    const id = entry.interactionId ?? 0;
    if (id !== 0 && !interactions.has(id))
      interactions.set(id, { duration: entry.duration, target: entry.target ?? null });
  });
  const value = () => {
    const sorted = [...interactions.values()].sort((a, b) => b.duration - a.duration);
    const worst = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))];
    return worst ? metric('INP', worst.duration, options?.generateTarget?.(worst.target) ?? '') : null;
  };
  closing(report, options, value, () => interactions.clear());
};
