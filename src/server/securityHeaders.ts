import type { FastifyInstance } from 'fastify';
import { prePaintScriptHash } from '../app/prePaintScript';

/** Features this site never uses are switched off for it and anything it might embed. */
export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), fullscreen=(self)';

/** CSP: only this origin, and the one inline script (theme, before paint) allowed by its hash. */
export function contentSecurityPolicy(): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", prePaintScriptHash()],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * THE security headers of every response: pages, assets, API answers, redirects, and the errors answered
 * before a route is found (a bad URL, a request Node's parser refuses). One list, so that each way of
 * answering sends the same.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(contentSecurityPolicy())
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Permissions-Policy': permissionsPolicy,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
