import { localizePath, locales, sitePath, splitLocale, type Locale } from '../../i18n/locales';
import { movedPaths } from '../../routes/routes';

/**
 * The response rules every way of serving the site follows: the fastify server reads them at each
 * request, and the build writes them out for static hosts and nginx (hosting/staticSite.ts, nginx.ts).
 */

/** Built files whose names carry a content hash: they never change, so caches keep them for a year. */
export const hashedAssetsPrefix = '/assets/';

export const cacheControl = {
  hashedAsset: `public, max-age=${String(365 * 24 * 3600)}, immutable`,
  /** favicon, logo, robots.txt, sitemap.xml: names without a hash, revalidated hourly. */
  otherFile: 'public, max-age=3600',
  /** Pages (and 404 pages) are checked with the server on every visit, so a deploy shows at once. */
  page: 'no-cache',
} as const;

export { formsApiPrefix } from '../../submissions/endpoints';

/**
 * The staff editor (src/admin, built to dist/admin): its page answers at `/admin/` (the one address on the
 * site with a trailing slash: the editor's files are relative to its folder), `/admin` redirects there, and
 * its hashed files live below `/admin/assets/`. These answer with the editor's own security headers.
 */
export const adminPage = '/admin/';
export const adminAssetsPrefix = '/admin/assets/';

/** Whether a URL path (no query) is the editor's page or one of its files: it gets the editor's headers. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path === adminPage || path.startsWith(adminAssetsPrefix);
}

/** A redirect target on this site: never a protocol-relative or absolute URL, whatever the request said. */
export function redirectTarget(path: string, query: string | undefined): string {
  const target = sitePath(path).replace(/\/+$/, '') || '/';
  const url = `${target}${query ? `?${query}` : ''}`;
  return new URL(url, 'http://site.invalid').host === 'site.invalid' ? url : '/';
}

/** Every moved page in every language: "/de/green-energy" -> "/de/services/green-energy". */
export const movedPages: readonly { from: string; to: string }[] = [...movedPaths].flatMap(([from, to]) =>
  locales.map((locale) => ({ from: localizePath(from, locale), to: localizePath(to, locale) })),
);

const movedByPath = new Map(movedPages.map(({ from, to }) => [from, to]));

/** Where a moved page lives now, in the visitor's language, with the query kept. */
export function movedTarget(path: string, query: string | undefined): string | undefined {
  const { locale, path: localeFree } = splitLocale(path);
  const moved = movedByPath.get(localizePath(localeFree, locale));
  return moved ? redirectTarget(moved, query) : undefined;
}

/** The language whose 404 page answers an unknown path ("/de/nothing" -> de, "/nothing" -> en). */
export function notFoundLocale(path: string): Locale {
  return splitLocale(path).locale;
}
