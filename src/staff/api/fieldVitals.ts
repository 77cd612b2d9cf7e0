import { z } from 'zod';
import { vitalMetrics } from '../../fieldVitals/beacon';

/**
 * The field measurements as the inbox reads them (GET /staff/api/field-vitals): the 75th percentile of each
 * route's metric over the window, with its number of samples (null below the minimum), and how many values
 * each globe renderer and each of the live globe's quality steps was showing for. Times in seconds, CLS without a unit, as the histograms hold them.
 */
export const FieldVitalsReply = z.object({
  windowDays: z.number(),
  minimumSamples: z.number(),
  rows: z.array(
    z.object({ route: z.string(), metric: z.enum(vitalMetrics), samples: z.number(), p75: z.number().nullable() }),
  ),
  renderers: z.object({ webgl: z.number(), '2d': z.number(), still: z.number(), none: z.number() }),
  qualities: z.object({ full: z.number(), lean: z.number(), none: z.number() }),
});
export type FieldVitalsReply = z.infer<typeof FieldVitalsReply>;
