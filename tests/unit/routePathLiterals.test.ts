/**
 * The route table is the only place that writes a page's path: everything else names a page by route id
 * (AppLink's `route`, routePath(id)). This scans the source for string literals that spell a route's path
 * and names each one by file:line, so a path written by hand fails here as well as at the type check.
 *
 * Decided exemptions, each for a reason:
 * - src/routes/routes.ts: the table itself, and src/routes/serviceRoutes.ts, the services' part of it (their slugs
 *   and top-level twins).
 * - The bare "/": it is the home page's path but also the URL root and the path separator that locale and
 *   path helpers split and join on (i18n/locales.ts, breadcrumbs.ts). A home link cannot slip through
 *   anyway: AppLink takes no path, only a route id.
 * The server (src/server) is scanned too: its own URLs (/api/*, static files) are no page paths, and where it
 * needs a page's address (a form's way back) it asks the table by id.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { movedPaths, notFoundRoute, routes } from '../../src/routes/routes';
import { splitLocale } from '../../src/i18n/locales';

const root = join(import.meta.dirname, '../..');
const exempt = new Set(['src/routes/routes.ts', 'src/routes/serviceRoutes.ts']);

/** Every locale-free path the site answers for: pages, the 404 page, and the moved pages. */
const routePaths = new Set([
  ...routes.map((route) => route.path),
  notFoundRoute.path,
  ...movedPaths.keys(),
  ...movedPaths.values(),
]);

/** Whether a literal's text spells a page path: exactly, with a locale prefix, a query or hash, or as the start of a deeper path. */
function spellsRoutePath(text: string): boolean {
  if (!text.startsWith('/')) return false;
  const bare = (text.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (bare === '') return false;
  const { path } = splitLocale(bare);
  if (path === '/') return false;
  return [...routePaths].some(
    (candidate) => candidate !== '/' && (path === candidate || path.startsWith(`${candidate}/`)),
  );
}

function sourceFiles(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => !exempt.has(file));
}

/** A literal or template piece that starts with a slash follows a quote, a backtick or a template's closing brace. */
const mayHoldPath = /['"`}]\//;

/** "file:line: literal" for every string or template piece in a file that spells a route path (comments are not code). */
function pathLiteralsIn(file: string, text: string): string[] {
  // Parsing is the cost of this scan (hundreds of files, under a loaded CI machine): skip files that cannot hold one.
  if (!mayHoldPath.test(text)) return [];
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (spellsRoutePath(node.text)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1}: ${JSON.stringify(node.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('page paths outside the route table', () => {
  it('recognise a path however it is written, and leave other slashes alone', () => {
    expect(
      ['/about', '/de/about', '/contact#form', '/services/', '/services/it/cloud', '/404', '/green-energy'].filter(
        spellsRoutePath,
      ),
    ).toHaveLength(7);
    expect(
      ['/', '/de', '/api/contact', '/logo.svg', '/assets/x.js', 'about', '/aboutus'].filter(spellsRoutePath),
    ).toEqual([]);
  });

  it('find a literal in code, by file and line, but not in a comment', () => {
    const code =
      '// links to \'/about\'\nconst a = 1;\nconst link = <AppLink to="/contact" />;\nconst deep = `/services/${slug}`;\n';
    expect(pathLiteralsIn('src/x.tsx', code)).toEqual(['src/x.tsx:3: "/contact"', 'src/x.tsx:4: "/services/"']);
  });

  it('are none: every link, crumb, marker and form page names its page by route id', () => {
    const found = sourceFiles().flatMap((file) => pathLiteralsIn(file, readFileSync(join(root, file), 'utf8')));
    expect(
      found,
      `page paths written outside the route table (name the page by route id instead):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('scan the whole source tree', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/server/forms/routeContext.ts');
  });
});
