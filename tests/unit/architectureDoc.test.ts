/** src/ARCHITECTURE.md stays true to the tree: every file and folder it names is there. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const src = join(root, 'src');
const doc = readFileSync(join(src, 'ARCHITECTURE.md'), 'utf8');

/** Every file name under src, for the names the map gives without their folder (its bullet names the folder). */
const fileNames = new Set(readdirSync(src, { recursive: true, encoding: 'utf8' }).map((path) => path.split('/').pop()));

/** The code spans that name a path: `app/location.tsx`, `globe/`, `../tests/README.md`, `company.ts`. */
const named = [...doc.matchAll(/`([^`\s]+)`/g)]
  .map(([, span]) => span ?? '')
  .filter((span) => /^[\w./-]+$/.test(span) && (span.includes('/') || /\.(ts|tsx|md|css|json)$/.test(span)))
  .filter((span) => !span.startsWith('/') && !span.startsWith('dist/'));

describe('src/ARCHITECTURE.md', () => {
  it('names paths', () => {
    expect(named.length).toBeGreaterThan(40);
  });

  it('names only files and folders that exist', () => {
    const missing = named.filter((path) => (path.includes('/') ? !existsSync(join(src, path)) : !fileNames.has(path)));
    expect(missing).toEqual([]);
  });
});
