import type { FastifyInstance, FastifyReply } from 'fastify';
import { prePaintScriptHash } from '../state/prePaintScript';
import { isAdminPath } from './hosting/rules';

/** Features this site never uses are switched off for it and anything it might embed. */
const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), fullscreen=(self)';

/** CSP: only this origin, and the one inline script (theme, before paint) allowed by its hash. */
function contentSecurityPolicy(): Record<string, string[]> {
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
 * The staff editor's CSP (/admin/, Sveltia CMS): the public policy, opened only where the editor needs it.
 * - connect-src https://api.github.com: the GitHub backend reads the content and commits it through GitHub's
 *   REST and GraphQL APIs, both on that host. "Work with Local Repository" needs no host (the browser's
 *   File System Access API).
 * - github.com needs no entry: signing in with GitHub is a navigation in a popup (the OAuth client, then
 *   github.com/login/oauth/authorize), which CSP does not govern; the popup hands the token back by
 *   postMessage, hence the editor's Cross-Origin-Opener-Policy below.
 *   data: the editor reads its own logo, a data: URL, with fetch().
 * - img-src https://avatars.githubusercontent.com: the signed-in person's GitHub picture; blob: previews
 *   of files read from the repository.
 * - style-src 'unsafe-inline': Svelte adds the editor's component styles as <style> elements at run time.
 *   No inline script: the editor and its configuration are files of this site (src/admin/main.ts).
 * - frame-src blob:: the preview pane in the site's design (src/admin/preview/) is a frame whose page Sveltia
 *   writes into a blob: URL (the site's stylesheet, then the preview). Only a script already running on this
 *   page can make a blob: URL, and a blob: page keeps the policy of the page that made it: the frame loads
 *   nothing this policy refuses the editor itself (its stylesheet and fonts are this site's files). No other
 *   frame source: the editor frames no site of another host, and nothing frames the editor (frame-ancestors).
 */
function adminContentSecurityPolicy(): Record<string, string[]> {
  return {
    ...contentSecurityPolicy(),
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'connect-src': ["'self'", 'data:', 'https://api.github.com'],
    'frame-src': ['blob:'],
  };
}

const policyHeader = (policy: Record<string, string[]>): string =>
  Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');

/**
 * THE security headers of every response: pages, assets, API answers, redirects, and the errors answered
 * before a route is found (a bad URL, a request Node's parser refuses). One list, so that each way of
 * answering sends the same.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': policyHeader(contentSecurityPolicy()),
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

/**
 * The editor's headers (its page and files): the same list with its own CSP, a COOP that keeps the GitHub
 * sign-in popup able to answer (`same-origin-allow-popups`), and noindex for search engines (the page says
 * it too, and nothing on the public site links to it).
 */
export const adminSecurityHeaders: Readonly<Record<string, string>> = {
  ...securityHeaders,
  'Content-Security-Policy': policyHeader(adminContentSecurityPolicy()),
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
};

/** The headers a path gets: the editor's for its page and files, the site's for everything else. */
function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return isAdminPath(path) ? adminSecurityHeaders : securityHeaders;
}

/** Back to the site's headers, for an answer under an editor path that is the site's 404 page. */
export function useSiteHeaders(reply: FastifyReply): void {
  for (const name of Object.keys(adminSecurityHeaders)) if (!(name in securityHeaders)) reply.removeHeader(name);
  reply.headers(securityHeaders);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url.split('?', 1)[0] ?? '/'));
    done();
  });
}
