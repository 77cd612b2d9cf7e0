/**
 * The docs stay true to the tree: every repository path that README.md, src/ARCHITECTURE.md, src/app/STARTUP.md,
 * the READMEs under src/ and tests/ and the guides in docs/ write in backticks is there, a `path:line` span names
 * a file with that line, a bare file name names one file the reader can find, and tests/README.md names every
 * unit and browser test file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** Every file and folder of the tree the docs describe, relative to the root (no dot folders such as tests/.output). */
const tree = [
  ...readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules' && !name.startsWith('dist')),
  ...['src', 'tests', 'shaders', 'public', 'deploy', 'docs'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path}`),
  ),
].filter((path) => !path.split('/').some((part) => part.startsWith('.')));

const readmesUnder = (folder: string): string[] =>
  tree.filter((path) => path.startsWith(`${folder}/`) && path.endsWith('/README.md'));
const docs = [
  'README.md',
  'src/ARCHITECTURE.md',
  'src/app/STARTUP.md',
  ...readmesUnder('src'),
  ...readmesUnder('tests'),
  ...tree.filter((path) => /^docs\/[^/]+\.md$/.test(path)),
];

/**
 * Spans that look like paths but name no file of the repository: what the build writes (inside dist/static,
 * a backup), the operator's machine, an example file. Anything starting with `/`, `./`, `dist`, a host name
 * or `DATA_DIR` is left out by its form.
 */
const notInRepo: Record<string, readonly string[]> = {
  'README.md': ['new-office-potsdam.de.md', 'tests/.output/screenshots/'],
  'src/server/README.md': [
    'backup.json',
    'de/about.html',
    '404.html',
    'de/404.html',
    'tr/404.html',
    'sites-enabled/',
    'sites-enabled/default',
  ],
  'tests/README.md': [],
};

/** A span that names a path, and the lines it points at when it ends in `:12`, `:12-30` or `:12-30, 41`. */
interface PathSpan {
  path: string;
  lines: number[];
}

const pathLike = (span: string): boolean =>
  /^[\w./<>*-]+$/.test(span) && (span.includes('/') || /\.(ts|tsx|css|json|jsonc|sh|md|html|glsl|mjs)$/.test(span));

/** The inline code spans of a doc (fenced blocks are commands, left out), a span broken over lines joined again. */
const spansIn = (text: string): string[] =>
  [...text.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').matchAll(/`([^`]+)`/g)].map(([, span = '']) =>
    span.replace(/\s*\n\s*/g, ' '),
  );

/** A span that names a path (`navigation/location.tsx`, `globe/`, `../tests/README.md`, `unit/globe*.test.ts`, `navigation/location.tsx:65-71`), read. */
function pathSpan(doc: string, span: string): PathSpan | undefined {
  const [, path = span, lines = ''] = /^([^\s:]+):(\d+(?:-\d+)?(?:, \d+(?:-\d+)?)*)$/.exec(span) ?? [];
  if (!pathLike(path) || /^(\/|\.\/|dist|DATA_DIR\/|[\w-]+\.(com|org|net|de)\/)/.test(path)) return undefined;
  if ((notInRepo[doc] ?? []).includes(path)) return undefined;
  return { path, lines: lines === '' ? [] : lines.split(/[-, ]+/).map(Number) };
}

const pathsIn = (doc: string): PathSpan[] =>
  spansIn(readFileSync(join(root, doc), 'utf8')).flatMap((span) => pathSpan(doc, span) ?? []);

/** `<slug>` stands for one path segment, `*` for part of one: a pattern names something that is there. */
const pattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/<[^>]+>/g, '[^/]+')
      .replace(/\*/g, '[^/]*')}$`,
  );

/** Where a path written in `doc` may start: the doc's folder, the root, src/. */
const basesOf = (doc: string): string[] => [dirname(doc), '.', 'src'];

/** The file a span names, relative to the root, or why there is none. */
type Found = { file: string } | { problem: string };

/**
 * A bare file or folder name (`index.ts`, `run.sh`, `words/`: no folder before it) names what is beside the
 * doc, or at the top level (a short list every reader knows: `package.json`, `src/`), or else the one file or
 * folder of that name under the doc's folder (test fixtures aside). Two of that name there, or none, and the
 * reader cannot tell which is meant: the doc writes the path (`app/index.ts`, `content/company.ts`). A pattern
 * (`globe*.spec.ts`) names a family and needs one member there.
 */
function findBareName(doc: string, name: string): Found {
  const folder = dirname(doc) === '.' ? '' : `${dirname(doc)}/`;
  if (!/[<*]/.test(name)) {
    const at = [folder, ''].find((base) => existsSync(join(root, base, name)));
    if (at !== undefined) return { file: `${at}${name}` };
  }
  const matcher = pattern(name);
  const found = tree.filter(
    (path) => path.startsWith(folder) && !path.includes('/fixtures/') && matcher.test(path.split('/').pop() ?? ''),
  );
  const [only] = found;
  if (only === undefined) return { problem: `${name}: nothing of that name under ${folder || 'the root'}` };
  if (found.length > 1 && !/[<*]/.test(name)) return { problem: `${name}: ambiguous (${found.join(', ')})` };
  return { file: only };
}

/** A path with a folder, from the doc's folder, from the root, or from src/ (a pattern: a match, or its folder for a template). */
function findPath(doc: string, path: string): Found {
  const bare = path.replace(/\/$/, '');
  const wild = /[<*]/.test(bare);
  for (const base of basesOf(doc)) {
    const candidate = relative('.', normalize(join(base, bare)));
    if (!wild) {
      if (existsSync(join(root, candidate))) return { file: candidate };
      continue;
    }
    const full = pattern(candidate);
    if (tree.some((treePath) => full.test(treePath))) return { file: candidate };
    // A template for files still to come (`src/content/news/<slug>.<lang>.md`): its folder is there.
    const folder = candidate.split('/').slice(0, -1).join('/');
    if (!/[<*]/.test(folder) && candidate.includes('<') && existsSync(join(root, folder))) return { file: candidate };
  }
  return { problem: `${path}: not there` };
}

const lineCounts = new Map<string, number>();
function lineCount(file: string): number {
  const count = lineCounts.get(file) ?? readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;
  lineCounts.set(file, count);
  return count;
}

/** What is wrong with one span of a doc, if anything: a missing file, an ambiguous name, a line the file lacks. */
function problemOf(doc: string, { path, lines }: PathSpan): string | undefined {
  const bare = path.replace(/\/$/, '');
  const found = bare.includes('/') ? findPath(doc, path) : findBareName(doc, bare);
  if ('problem' in found) return found.problem;
  if (lines.length === 0) return undefined;
  const where = `${path}:${lines.join(',')}`;
  if (/[<*]/.test(path) || path.endsWith('/')) return `${where}: lines of a pattern or a folder`;
  if (!lines.every((line, index) => line >= 1 && line > (lines[index - 1] ?? 0))) return `${where}: lines out of order`;
  const count = lineCount(found.file);
  return Math.max(...lines) > count ? `${where}: ${found.file} has ${count} lines` : undefined;
}

describe.each(docs)('%s', (doc) => {
  it('names only files and folders that exist, lines that files have, and no ambiguous bare name', () => {
    const problems = pathsIn(doc).flatMap((span) => problemOf(doc, span) ?? []);
    expect(problems).toEqual([]);
  });
});

describe('the rule', () => {
  const problems = (doc: string, text: string): (string | undefined)[] =>
    spansIn(text).map((span) => {
      const path = pathSpan(doc, span);
      return path && problemOf(doc, path);
    });

  it("takes a path, a path with its lines, and a bare name found once under the doc's folder", () => {
    const lines = lineCount('src/app/pageModules.ts');
    expect(
      problems(
        'src/ARCHITECTURE.md',
        `\`app/pageModules.ts\` \`src/app/pageModules.ts:1-${lines}\` \`app/pageModules.ts:2, 4-5\` \`STARTUP.md\``,
      ),
    ).toEqual([undefined, undefined, undefined, undefined]);
    expect(problems('tests/README.md', '`run.sh` `playwright.config.ts` `globe*.spec.ts`')).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses a line past the end, lines out of order, an ambiguous or misplaced bare name', () => {
    const lines = lineCount('src/app/pageModules.ts');
    expect(
      problems('src/ARCHITECTURE.md', `\`app/pageModules.ts:${lines + 1}\` \`app/pageModules.ts:30-12\` \`index.ts\``),
    ).toEqual([
      expect.stringContaining(`has ${lines} lines`),
      expect.stringContaining('out of order'),
      expect.stringContaining('ambiguous'),
    ]);
    // A name that is elsewhere in the tree, not under the doc's folder: the doc writes where.
    expect(problems('src/globe/README.md', '`pageModules.ts`')).toEqual([
      expect.stringContaining('nothing of that name'),
    ]);
  });
});

describe('the docs', () => {
  it('are found, and name paths', () => {
    expect(docs).toEqual(
      expect.arrayContaining([
        'src/globe/README.md',
        'src/server/README.md',
        'tests/README.md',
        'docs/publishing-guide.md',
      ]),
    );
    expect(pathsIn('src/ARCHITECTURE.md').length).toBeGreaterThan(40);
    expect(pathsIn('tests/README.md').length).toBeGreaterThan(100);
  });

  it('tests/README.md names every unit and browser test file', () => {
    const readme = readFileSync(join(root, 'tests/README.md'), 'utf8');
    const testFiles = tree.filter((path) => /^tests\/(unit|e2e)\/[^/]+\.(test|spec)\.tsx?$/.test(path));
    expect(testFiles.length).toBeGreaterThan(100);
    const unnamed = testFiles.filter((path) => !readme.includes(`\`${path.replace(/^tests\//, '')}\``));
    expect(unnamed).toEqual([]);
  });
});
