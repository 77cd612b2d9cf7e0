import type { FastifyRequest } from 'fastify';

/**
 * Is this post sent by a page of another site? Browsers say so in Sec-Fetch-Site, and name the sending
 * page's origin in Origin on every POST. The site's own pages send the origin they were loaded from:
 * the one this request was addressed to (its Host, as the trusted proxy forwarded it), or a configured
 * public origin. A client that sends neither header is not a browser acting for a visitor of another
 * site, so it is left to the rate limit and validation.
 */
export function isCrossSitePost(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (publicOrigins.includes(origin)) return false;
  try {
    const { host, protocol } = new URL(origin);
    return !(protocol === 'http:' || protocol === 'https:') || host !== request.host;
  } catch {
    // "null" (a sandboxed frame, a privacy-sensitive redirect) or anything unreadable.
    return true;
  }
}
