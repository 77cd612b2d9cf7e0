import type { FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';

/** Listen addresses that mean "every interface": a browser never names them, so they add no origin. */
const wildcardAddresses = new Set(['0.0.0.0', '::', '']);

/**
 * The origins a browser on this machine uses to reach the server directly (`npm start`, the tests):
 * loopback by name and address at the port it listens on, and the listen address when it is a specific one.
 */
function localOrigins(address: AddressInfo | string | null): string[] {
  if (address === null || typeof address === 'string') return [];
  const port = String(address.port);
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  if (!wildcardAddresses.has(address.address))
    hosts.push(address.family === 'IPv6' ? `[${address.address}]` : address.address);
  return [...new Set(hosts.map((host) => `http://${host}:${port}`))];
}

/**
 * Is this post sent by a page of another site? Browsers say so in Sec-Fetch-Site, and name the sending
 * page's origin in Origin on every POST. The site's own pages are served from origins the server knows:
 * the company's public origin, SITE_ORIGIN, and its own local address. The Host header is never trusted
 * for this: anyone can send any Host, and a proxy may pass it on. A client that sends neither header is
 * not a browser acting for a visitor of another site, so it is left to the rate limit and validation.
 */
export function isCrossSitePost(request: FastifyRequest, knownOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !knownOrigins.includes(origin) && !localOrigins(request.server.server.address()).includes(origin);
}
