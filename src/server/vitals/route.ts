import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { maxBeaconBytes, vitalsEndpoint } from '../../fieldVitals/beacon';
import { parseBeacon } from '../../fieldVitals/schema';
import { clientKey } from '../clientAddress';
import { isCrossSitePost } from '../forms/crossSite';
import type { BeaconRefusal, WebVitalMetrics } from '../metrics/webVitals';
import type { FieldVitalsRecorder } from './recorder';

export interface VitalsRouteOptions {
  metrics: WebVitalMetrics;
  days: Pick<FieldVitalsRecorder, 'add'>;
  publicOrigins: readonly string[];
  /** Beacons per client and minute; a page sends one or two when hidden. */
  perMinute?: number;
}

class RefusedBeacon extends Error {
  constructor(readonly reason: BeaconRefusal) {
    super(reason);
  }
}

const refusedStatus: Record<BeaconRefusal, number> = {
  invalid: 400,
  too_large: 400,
  rate_limited: 429,
  cross_site: 403,
};

/**
 * POST /api/vitals: a consenting visitor's field measurements (fieldVitals/beacon.ts), checked against their
 * enums and counted in the histograms and the daily counts (recorder.ts), then dropped: no row of its own.
 * Nothing of the request is logged (the route's log level is silent: fastify's request lines carry the
 * client's address), and the rate limit keeps its counts in this process's memory only, for a minute.
 */
export async function vitalsPlugin(app: FastifyInstance, options: VitalsRouteOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  // sendBeacon posts a Blob typed application/json; the body is parsed here, so any parse error is ours to count.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: maxBeaconBytes },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new RefusedBeacon('invalid'));
      }
    },
  );
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: () => new RefusedBeacon('rate_limited'),
  });
  const refuse = (reply: FastifyReply, reason: BeaconRefusal) => {
    options.metrics.refuse(reason);
    return reply.code(refusedStatus[reason]).send();
  };
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof RefusedBeacon) return refuse(reply, error.reason);
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 500;
    // Over the byte limit (413), or a type the route does not take (415): not a beacon of ours.
    return refuse(reply, status === 413 ? 'too_large' : 'invalid');
  });
  app.post(
    vitalsEndpoint,
    { logLevel: 'silent', config: { rateLimit: { max: options.perMinute ?? 30, timeWindow: 60_000 } } },
    (request, reply) => {
      if (isCrossSitePost(request, options.publicOrigins)) return refuse(reply, 'cross_site');
      const beacon = parseBeacon(request.body);
      if (!beacon) return refuse(reply, 'invalid');
      for (const report of beacon.reports) {
        options.metrics.observe(report);
        options.days.add(report);
      }
      return reply.code(204).send();
    },
  );
}
