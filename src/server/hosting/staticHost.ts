import { locales, localizePath } from '../../i18n/locales';
import { adminSecurityHeaders, securityHeaders } from '../securityHeaders';
import { adminAssetsPrefix, adminPage, cacheControl, formsApiPrefix, hashedAssetsPrefix, movedPages } from './rules';
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

/** The top folder of a path ("/de/about" -> "/de"), undefined for a path at the top ("/about"). */
const folderOf = (path: string): string | undefined => /^\/[^/]+(?=\/)/.exec(path)?.[0];

/**
 * The paths that name pages, as few rules as possible (Cloudflare Pages reads at most 100): a folder
 * holding only pages ("/de/*", "/services/*") is one rule, a page outside such a folder one rule each.
 */
export function pageRules(pagePaths: readonly string[], plainFiles: readonly string[]): string[] {
  const notPages = [...plainFiles, hashedAssetsPrefix];
  const folders = new Set(
    pagePaths
      .map(folderOf)
      .filter(
        (folder): folder is string => folder !== undefined && !notPages.some((file) => file.startsWith(`${folder}/`)),
      ),
  );
  const single = pagePaths.filter((path) => {
    const folder = folderOf(path);
    return folder === undefined || !folders.has(folder);
  });
  return [...single, ...[...folders].map((folder) => `${folder}/*`)];
}

/**
 * The plain files (not hashed, revalidated hourly) in as few rules: a folder holding no page is one rule
 * ("/og/*", the share pictures of every page), any other plain file one rule each.
 */
export function plainFileRules(plainFiles: readonly string[], pagePaths: readonly string[]): string[] {
  const pageFolders = new Set(pagePaths.map(folderOf));
  const folders = new Set(
    plainFiles.map(folderOf).filter((folder): folder is string => folder !== undefined && !pageFolders.has(folder)),
  );
  const single = plainFiles.filter((path) => {
    const folder = folderOf(path);
    return folder === undefined || !folders.has(folder);
  });
  return [...single, ...[...folders].map((folder) => `${folder}/*`)];
}

export function headersFile({ manifest, plainFiles }: SiteFiles): string {
  const pagePaths = Object.keys(manifest.pages);
  const pages = pageRules(pagePaths, plainFiles).map((path) => block(path, { 'Cache-Control': cacheControl.page }));
  return [
    generatedNote('_headers'),
    block('/*', securityHeaders),
    block(`${hashedAssetsPrefix}*`, { 'Cache-Control': cacheControl.hashedAsset }),
    ...plainFileRules(plainFiles, pagePaths).map((path) => block(path, { 'Cache-Control': cacheControl.otherFile })),
    ...pages,
    // The staff editor's own headers, after "/*": Netlify lets the later rule's value of a header win.
    // (Cloudflare Pages would join the two policies instead, keeping the stricter: see the README.)
    block(`${adminPage}*`, adminSecurityHeaders),
    block(adminPage, { 'Cache-Control': cacheControl.page }),
    block(`${adminAssetsPrefix}*`, { 'Cache-Control': cacheControl.hashedAsset }),
    '',
  ].join('\n');
}

export interface RedirectOptions {
  /** The forms server's origin ("https://forms.example.com"): /api/* is passed to it. Unset: no forms on this host. */
  formsOrigin?: string | undefined;
}

/**
 * Rules apply top down, the first match wins. Both hosts serve "/de/about" from de/about.html by
 * themselves (Cloudflare Pages even redirects the .html address to it), so pages need no rule here.
 * Netlify applies the 404 rules to paths no file answers; Cloudflare Pages reads only 301 and 200 rules
 * and answers an unknown path with the nearest 404.html, which dist/static has for each language.
 */
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
    '# The forms API (Netlify proxies to another origin; on Cloudflare Pages, route /api/* to the forms server on the zone).',
    ...forms,
    '# Anything no file answers: the 404 page of its language, with status 404 (Netlify).',
    ...notFound,
    '',
  ].join('\n');
}
