/**
 * A field measurement as the browser sends it and the server counts it: enumerated values and one number,
 * nothing that could tell one visitor from another (no address, no query, no selector, no text, no id).
 * The site's measuring chunk builds it (app/vitals/), the server checks it (schema.ts) and counts it.
 */
import type { Locale } from '../i18n/locales';
import type { RouteId } from '../routes/routes';

/** Where the browser posts its beacons: the forms server's prefix, so nginx and static hosts route it there. */
export const vitalsEndpoint = '/api/vitals';

/** A beacon holds at most a page's handful of reports; anything longer is not ours. */
export const maxBeaconBytes = 600;
/** Reports per beacon: five metrics for the first page and a few client-side page changes. */
export const maxReportsPerBeacon = 6;

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/**
 * How the page came to be shown: the browser's own types as web-vitals names them, and `soft` for a
 * client-side page change (the router's, not the browser's).
 */
export const vitalNavigations = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft',
] as const;
export type VitalNavigation = (typeof vitalNavigations)[number];

/** The viewport's width class (deviceClass.ts): the series stay few, and a width names no device. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** What showed the globe when the value was taken: the WebGL globe, the 2D one, the still picture, or none. */
export const globeRenderers = ['webgl', '2d', 'still', 'none'] as const;
export type GlobeRendererShown = (typeof globeRenderers)[number];

/**
 * The live globe's quality step when the value was taken: `full`, or `lean` once its renderer found its own
 * frames running long and stepped down (the 2D globe: every other dot, one canvas pixel per CSS pixel; the
 * WebGL globe: pixel ratio 1); `none` while no live globe shows (the still picture, or no globe).
 */
export const globeQualities = ['full', 'lean', 'none'] as const;
export type GlobeQualityShown = (typeof globeQualities)[number];

/** Whether a renderer is a live globe, which has a quality step; the still and no globe have none. */
export const drawsLive = (renderer: GlobeRendererShown): boolean => renderer === 'webgl' || renderer === '2d';

/** For INP: the kind of thing the slowest interaction was with, from known roles and classes, never its text. */
export const interactionComponents = ['marker', 'card', 'menu', 'form', 'link', 'other'] as const;
export type InteractionComponent = (typeof interactionComponents)[number];

/** One measured value with its enumerated context. `route` is the route table's id, or `not-found`. */
export interface VitalReport {
  metric: VitalMetric;
  value: number;
  route: RouteId | 'not-found';
  language: Locale;
  navigation: VitalNavigation;
  device: DeviceClass;
  renderer: GlobeRendererShown;
  /** `none` exactly when the renderer is not a live globe. */
  quality: GlobeQualityShown;
  /** Only on INP. */
  component?: InteractionComponent | undefined;
}

/** The body of one beacon: a short list of reports. */
export interface VitalBeacon {
  reports: VitalReport[];
}

/**
 * The largest value the server takes per metric: beyond them a value is broken, not slow (a minute for a
 * time, ten for CLS). Values are milliseconds except CLS, which has no unit.
 */
export const maxVitalValue: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};
