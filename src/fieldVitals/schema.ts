/**
 * The server's check of a beacon (zod): every field one of its enumerated values, the value a finite number
 * within its metric's range, nothing else (strict objects: an added field is refused, not dropped).
 */
import { z } from 'zod';
import { locales } from '../i18n/locales';
import { notFoundRoute, routes, type RouteId } from '../routes/routes';
import {
  deviceClasses,
  drawsLive,
  globeQualities,
  globeRenderers,
  interactionComponents,
  maxReportsPerBeacon,
  maxVitalValue,
  vitalMetrics,
  vitalNavigations,
  type VitalBeacon,
} from './beacon';

const routeIds: [RouteId | 'not-found', ...(RouteId | 'not-found')[]] = [
  notFoundRoute.id,
  ...routes.map((route) => route.id),
];

const report = z
  .strictObject({
    metric: z.enum(vitalMetrics),
    value: z.number().nonnegative(),
    route: z.enum(routeIds),
    language: z.enum(locales),
    navigation: z.enum(vitalNavigations),
    device: z.enum(deviceClasses),
    renderer: z.enum(globeRenderers),
    quality: z.enum(globeQualities),
    component: z.enum(interactionComponents).optional(),
  })
  .refine((entry) => entry.value <= maxVitalValue[entry.metric], { message: 'value out of range' })
  .refine((entry) => (entry.component !== undefined) === (entry.metric === 'INP'), {
    message: 'a component belongs to INP only',
  })
  .refine((entry) => (entry.quality === 'none') !== drawsLive(entry.renderer), {
    message: 'a quality step belongs to a live globe only',
  });

const vitalBeaconSchema = z.strictObject({
  reports: z.array(report).min(1).max(maxReportsPerBeacon),
});

/** The beacon, checked; undefined when anything in it is not ours. */
export function parseBeacon(body: unknown): VitalBeacon | undefined {
  const result = vitalBeaconSchema.safeParse(body);
  return result.success ? result.data : undefined;
}
