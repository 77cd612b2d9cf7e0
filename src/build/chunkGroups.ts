/**
 * How the browser build is cut into chunks: few files, each worth its request. Left to itself the bundler
 * made a chunk of every module that two pages share (an icon, a helper), and a page loaded 26 to 34 small
 * scripts, each evaluated in a task of its own. Here a module goes to:
 *
 * - `react`: React, React DOM and the scheduler (started by app/reactDom.ts), evaluated before the site's
 *   code (main.tsx);
 * - `site`: the shell (everything hydration reaches) and whatever more than one page uses;
 * - `forms`: a form two pages show (the contact form: home and contact) with the submission rules it
 *   uses (src/submissions); the careers form stays with its page and the validation schema is loaded on first use;
 * - otherwise the chunk the bundler gives it: the page that alone uses it, a dictionary part
 *   (i18n/parts.ts), a module loaded on first use. The workers are bundles of their own.
 */
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Rolldown.CodeSplittingNameFunction>[1];

type ChunkName = 'react' | 'site' | 'forms';

const slashes = (id: string): string => id.replaceAll('\\', '/');
/** React's packages, and the module that starts React DOM when their chunk is evaluated (app/reactDom.ts). */
const isReact = (id: string): boolean =>
  /\/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.endsWith('/src/app/reactDom.ts');
const isForms = (id: string): boolean => id.includes('/src/forms/') || id.includes('/src/submissions/');
const shellRoot = '/src/app/start.ts';

/**
 * The modules a module is loaded with: the dynamically imported modules (a page, a dictionary part, the
 * shell, a lazy module) or entries whose static imports reach it.
 */
function rootsOf(id: string, ctx: ChunkingContext, memo: Map<string, ReadonlySet<string>>): ReadonlySet<string> {
  const known = memo.get(id);
  if (known) return known;
  const roots = new Set<string>();
  memo.set(id, roots); // an import cycle ends here
  const info = ctx.getModuleInfo(id);
  if (!info || info.isEntry) roots.add(id);
  else if (info.dynamicImporters.length > 0) roots.add(lazyParent(info.dynamicImporters, ctx, memo) ?? id);
  for (const importer of info?.importers ?? []) for (const root of rootsOf(importer, ctx, memo)) roots.add(root);
  return roots;
}

/**
 * A module one page alone loads on first use (the demo's stage show) counts as part of that page: what it
 * shares with the page stays in the page's chunk instead of going to `site` as if two pages shared it.
 * Null for modules the shell loads (pages, dictionary parts) or that several pages load.
 */
function lazyParent(
  dynamicImporters: readonly string[],
  ctx: ChunkingContext,
  memo: Map<string, ReadonlySet<string>>,
): string | null {
  const parents = new Set<string>();
  for (const importer of dynamicImporters) for (const root of rootsOf(importer, ctx, memo)) parents.add(root);
  const [parent] = parents;
  return parents.size === 1 && parent !== undefined && !slashes(parent).endsWith(shellRoot) ? parent : null;
}

/** The chunk a module belongs to, or null for the bundler's own choice. */
function chunkName(id: string, ctx: ChunkingContext, memo = new Map<string, ReadonlySet<string>>()): ChunkName | null {
  const path = slashes(id);
  if (isReact(path)) return 'react';
  const roots = [...rootsOf(id, ctx, memo)].map(slashes);
  if (roots.some((root) => root.endsWith(shellRoot))) return 'site';
  // Loaded by itself (a page, a dictionary part, the schema): the root of its own chunk.
  if (roots.length === 1 && roots[0] === path) return null;
  // A form two pages show (the contact form: home and contact); the careers form stays with its page.
  if (isForms(path)) return roots.length > 1 ? 'forms' : null;
  return roots.length > 1 ? 'site' : null;
}

/**
 * rolldown's `output.codeSplitting` for the browser build. A group takes the modules its chunk needs with
 * it, so the groups go in order (React, then the site, then the forms): each finds what it imports
 * already placed, and the forms chunk cannot take the shell's modules.
 */
export function codeSplitting() {
  const memo = new Map<string, ReadonlySet<string>>();
  const order: readonly ChunkName[] = ['react', 'site', 'forms'];
  return {
    groups: order.map((name, index) => ({
      name: (id: string, ctx: ChunkingContext) => (chunkName(id, ctx, memo) === name ? name : null),
      priority: order.length - index,
    })),
  };
}

/** Chunks every page has evaluated before any of its dynamic imports runs: rolldown's runtime, React, the site. */
const evaluatedAtStartup = /(^|\/)(rolldown-runtime|react|site)-[\w-]+\.js$/;

/**
 * Vite's `build.modulePreload.resolveDependencies`: what a dynamic import preloads beside it. Neither the
 * imported chunk (its import() fetches it at once) nor a chunk start-up evaluated: a <link rel=modulepreload>
 * for them is work the hover pays for nothing, and the click after it waits behind. The rest (the forms chunk
 * beside home's page) still loads in parallel with the page.
 */
export function preloadedBeside(imported: string, deps: readonly string[]): string[] {
  return deps.filter((dep) => dep !== imported && !evaluatedAtStartup.test(dep));
}
