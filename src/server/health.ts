import type { FastifyInstance, FastifyReply } from 'fastify';
import { DatabaseUnavailableError } from '../serverKit';
import type { StoreAccess } from './store/access';

/** Why the server is not ready: short, machine-readable, and revealing no version, path or address. */
type NotReadyReason = 'store-unavailable' | 'outbox-stuck';

export interface HealthOptions {
  store: StoreAccess;
  /** Set when e-mail is configured: how long a submission may wait to be sent before the outbox counts as stuck. */
  outboxStuckAfterMs: number | undefined;
  now?: () => number;
}

function answer(reply: FastifyReply, status: number, body: object): FastifyReply {
  // Never cached: a monitor must see the server as it is now, not as a proxy remembers it. (The security
  // headers come from the onRequest hook, as on every route.)
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/**
 * `/healthz`: the process serves (systemd's watchdog restarts it when this fails). `/readyz`: it can also
 * take submissions: the store answers and, with e-mail configured, no submission has waited too long to be
 * sent. Load balancers and uptime monitors ask `/readyz`; nginx needs neither (passive health).
 */
export function registerHealth(
  app: FastifyInstance,
  { store, outboxStuckAfterMs, now = Date.now }: HealthOptions,
): void {
  app.get('/healthz', (_request, reply) => answer(reply, 200, { status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    let oldest: number | null;
    try {
      oldest = (await store.run((open) => open.undelivered())).oldestAt;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) app.log.error({ err: error }, 'readiness check failed');
      return answer(reply, 503, { status: 'not-ready', reason: 'store-unavailable' satisfies NotReadyReason });
    }
    if (outboxStuckAfterMs !== undefined && oldest !== null && now() - oldest > outboxStuckAfterMs) {
      return answer(reply, 503, { status: 'not-ready', reason: 'outbox-stuck' satisfies NotReadyReason });
    }
    return answer(reply, 200, { status: 'ready' });
  });
}
