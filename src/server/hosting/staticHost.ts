import { locales, localizePath } from '../../i18n/locales';
import { securityHeaders } from '../securityHeaders';
import { cacheControl, formsApiPrefix, hashedAssetsPrefix, movedPages } from './rules';
import type { SiteFiles } from './siteFiles';

/**
 * The `_headers` and `_redirects` files that Netlify and Cloudflare Pages read beside the pages, written
 * from the rules the fastify server follows. Both hosts join the headers of every rule a path matches, so
 * Cache-Control is given once per path, never by "/*".
 */

const generatedNote = (file: string) =>
  `# ${file}: written by \`npm run build\` (src/server/hosting) from the rules the fastify server follows. Do not edit; rebuild.`;

const block = (path: string, headers: Record<string, string>): string =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

export function headersFile({ manifest, plainFiles }: SiteFiles): string {
  const pages = Object.keys(manifest.pages).map((path) => block(path, { 'Cache-Control': cacheControl.page }));
  return [
    generatedNote('_headers'),
    block('/*', securityHeaders),
    block(`${hashedAssetsPrefix}*`, { 'Cache-Control': cacheControl.hashedAsset }),
    ...plainFiles.map((path) => block(path, { 'Cache-Control': cacheControl.otherFile })),
    ...pages,
    '',
  ].join('\n');
}

export interface RedirectOptions {
  /** The forms server's origin ("https://forms.example.com"): /api/* is passed to it. Unset: no forms on this host. */
  formsOrigin?: string | undefined;
}

/** Rules apply top down, the first match wins; a rule never shadows a file that exists, except the page rewrites. */
export function redirectsFile({ manifest }: SiteFiles, { formsOrigin }: RedirectOptions = {}): string {
  const column = (...cells: string[]) => cells.join('  ');
  const forms = formsOrigin
    ? [column(`${formsApiPrefix}*`, `${new URL(formsOrigin).origin}${formsApiPrefix}:splat`, '200')]
    : ['# No forms server was given (FORMS_ORIGIN at build time): /api/* is not passed on.'];
  // The language of an unknown path picks its 404 page; English last, as the catch-all.
  const notFound = [...locales.filter((locale) => localizePath('/', locale) !== '/'), locales[0]].map((locale) => {
    const prefix = localizePath('/', locale);
    return column(prefix === '/' ? '/*' : `${prefix}/*`, `/${manifest.notFound[locale]}`, '404');
  });
  return [
    generatedNote('_redirects'),
    '# Moved pages (301, the query is kept).',
    ...movedPages.map(({ from, to }) => column(from, to, '301')),
    '# The forms API.',
    ...forms,
    '# Each page from its prerendered file ("/de/about" -> /de/about.html). Trailing slashes: the host\'s own setting.',
    ...Object.entries(manifest.pages).map(([path, file]) => column(path, `/${file}`, '200')),
    '# Anything else: the 404 page of its language, with status 404.',
    ...notFound,
    '',
  ].join('\n');
}
