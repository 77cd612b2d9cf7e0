import { compile } from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/** TRUST_PROXY as fastify takes it: `true`, or addresses and CIDR ranges ("loopback", "10.0.0.5, 10.0.1.0/24"). */
export type TrustProxy = boolean | string;

/**
 * Is this peer a proxy we trust to name the client in X-Forwarded-For? With `true` every peer is
 * believed, so no peer is known to be a proxy (and the start-up warning says why that is unsafe).
 */
export function trustedProxy(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust !== 'string') return () => false;
  const check = compile(
    trust
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );
  return (address) => check(address, 0);
}

/** How often one untrusted peer's forwarded headers are reported, at most. */
const reportEveryMs = 10 * 60_000;

/**
 * Says so when the proxy setting does not fit the traffic: at start-up when every peer is trusted, and in
 * the log when a peer that is not trusted sends X-Forwarded-For (a proxy on another host: every visitor
 * then shares its address, and one sender can lock the forms for all).
 */
export function watchProxyTrust(app: FastifyInstance, trust: TrustProxy, isTrusted: (address: string) => boolean): void {
  if (trust === true) {
    app.log.warn(
      'TRUST_PROXY=true: every client may set X-Forwarded-For, so the form rate limit can be dodged with made-up addresses. Name the proxy instead (TRUST_PROXY=127.0.0.1 or its address).',
    );
    return;
  }
  const reported = new Map<string, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    const peer = request.socket.remoteAddress ?? '';
    if (request.headers['x-forwarded-for'] !== undefined && !isTrusted(peer)) {
      const now = Date.now();
      if (now - (reported.get(peer) ?? 0) > reportEveryMs) {
        // Bounded: a stream of ever new peers cannot grow it without end.
        if (reported.size >= 1000) reported.clear();
        reported.set(peer, now);
        request.log.warn(
          { peer, trustProxy: trust },
          'X-Forwarded-For from a peer that is not a trusted proxy is ignored: if this is your proxy, add its address to TRUST_PROXY, or all visitors share one rate limit',
        );
      }
    }
    done();
  });
}
