/**
 * The docs stay true to the tree (issue 56): every repository path that README.md, src/ARCHITECTURE.md,
 * src/app/STARTUP.md and the READMEs under src/ and tests/ write in backticks is there, and tests/README.md
 * names every unit and browser test file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** Every file and folder of the tree the docs describe, relative to the root (no dot folders such as tests/.output). */
const tree = [
  ...readdirSync(root).filter((name) => !name.startsWith('.') && name !== 'node_modules' && !name.startsWith('dist')),
  ...['src', 'tests', 'shaders', 'public', 'deploy'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((path) => `${folder}/${path}`),
  ),
].filter((path) => !path.split('/').some((part) => part.startsWith('.')));
const fileNames = new Set(tree.map((path) => path.split('/').pop()));

const readmesUnder = (folder: string): string[] =>
  tree.filter((path) => path.startsWith(`${folder}/`) && path.endsWith('/README.md'));
const docs = [
  'README.md',
  'src/ARCHITECTURE.md',
  'src/app/STARTUP.md',
  ...readmesUnder('src'),
  ...readmesUnder('tests'),
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

/** The code spans of a doc that name a path: `app/location.tsx`, `globe/`, `../tests/README.md`, `company.ts`, `unit/globe*.test.ts`. */
const pathsIn = (doc: string): string[] =>
  [...readFileSync(join(root, doc), 'utf8').matchAll(/`([^`\s]+)`/g)]
    .map(([, span]) => span ?? '')
    .filter(
      (span) => /^[\w./<>*-]+$/.test(span) && (span.includes('/') || /\.(ts|tsx|css|json|sh|md|html|glsl)$/.test(span)),
    )
    .filter((span) => !/^(\/|\.\/|dist|DATA_DIR\/|[\w-]+\.(com|org|net|de)\/)/.test(span))
    .filter((span) => !(notInRepo[doc] ?? []).includes(span));

/** `<slug>` stands for one path segment, `*` for part of one: a pattern names something that is there. */
const pattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/<[^>]+>/g, '[^/]+')
      .replace(/\*/g, '[^/]*')}$`,
  );

/** A path as the docs use it: from the doc's folder, from the root, or from src/; a bare file name anywhere. */
function exists(doc: string, path: string): boolean {
  const bare = path.replace(/\/$/, '');
  const wild = /[<*]/.test(bare);
  if (!bare.includes('/')) {
    if (!wild) return fileNames.has(bare);
    const name = pattern(bare);
    return [...fileNames].some((fileName) => fileName !== undefined && name.test(fileName));
  }
  return [dirname(doc), '.', 'src'].some((base) => {
    const candidate = relative('.', normalize(join(base, bare)));
    if (!wild) return existsSync(join(root, candidate));
    const full = pattern(candidate);
    if (tree.some((treePath) => full.test(treePath))) return true;
    // A template for files still to come (`src/content/news/<slug>.<lang>.md`): its folder is there.
    const folder = candidate.split('/').slice(0, -1).join('/');
    return !/[<*]/.test(folder) && candidate.includes('<') && existsSync(join(root, folder));
  });
}

describe.each(docs)('%s', (doc) => {
  it('names only files and folders that exist', () => {
    const missing = pathsIn(doc).filter((path) => !exists(doc, path));
    expect(missing).toEqual([]);
  });
});

describe('the docs', () => {
  it('are found, and name paths', () => {
    expect(docs).toEqual(expect.arrayContaining(['src/globe/README.md', 'src/server/README.md', 'tests/README.md']));
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
