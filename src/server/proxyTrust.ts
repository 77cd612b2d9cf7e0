import { compile } from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import { isIP } from 'node:net';

/**
 * TRUST_PROXY as fastify takes it: `true`, a number of proxy hops in front of the server, or addresses and
 * CIDR ranges ("loopback", "10.0.0.5, 10.0.1.0/24").
 */
export type TrustProxy = boolean | number | string;

/** The names proxy-addr knows besides addresses and ranges. */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A range name, or an address written in full (not "1.5", which proxy-addr would read as 1.0.0.5) with an optional prefix length. */
function isRangeEntry(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY read for fastify: "true"/"false", a hop count ("1": one proxy in front, such as nginx on
 * this or another machine), or a list of addresses, ranges and range names. Anything else would be read
 * as something the operator did not mean ("1.5" as an address, "yes" as nothing): refused with the reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? 'loopback').trim();
  if (text === 'true') return true;
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isRangeEntry)) {
    throw new Error(
      `TRUST_PROXY=${JSON.stringify(value)} cannot be used: give the number of proxies in front of the server (1 for one nginx), their addresses or ranges ("127.0.0.1", "10.0.0.5, 10.0.1.0/24", "loopback"), or true.`,
    );
  }
  return entries.join(',');
}

/**
 * Is this peer a proxy we trust to name the client in X-Forwarded-For? With `true` every peer is
 * believed, so no peer is known to be a proxy (and the start-up warning says why that is unsafe). With a
 * hop count the operator says every peer is a proxy (the server is reachable only through them).
 */
export function trustedProxy(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'number') return () => trust > 0;
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
export function watchProxyTrust(
  app: FastifyInstance,
  trust: TrustProxy,
  isTrusted: (address: string) => boolean,
): void {
  if (trust === true) {
    app.log.warn(
      'TRUST_PROXY=true: every client may set X-Forwarded-For, so the form rate limit can be dodged with made-up addresses. Name the proxy instead (TRUST_PROXY=127.0.0.1 or its address).',
    );
    return;
  }
  if (typeof trust === 'number') {
    app.log.info(
      { trustProxy: trust },
      'TRUST_PROXY is a hop count: the address that many proxies back in X-Forwarded-For is the client. The server must be reachable only through those proxies (HOST or a firewall).',
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
