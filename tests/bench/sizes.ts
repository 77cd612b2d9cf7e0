/**
 * Section 4: transfer sizes (gzip -9) of the WebGL chunk, the baked land dots, and the globe's own code
 * (src/globe and shaders/, rebuilt on their own with every package and the rest of the site external).
 */
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { build } from 'vite';
import { startupChunks } from '../../src/build/startupChunks';
import { gzipBytes, webglChunkPattern, type ManifestEntry } from '../sizeBudgets';
import { repoRoot, siteSnapshotDir } from './paths';

interface SizeRow {
  label: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The lazy 3D chunk, the row with a budget. */
  webglChunk?: boolean;
}

export interface SizeSection {
  rows: SizeRow[];
  /** Site modules outside src/globe that the globe imports, left out of "globe code". */
  leftOut: string[];
}

const clientDir = join(siteSnapshotDir, 'client');

function row(label: string, file: string, content: string | Uint8Array): SizeRow {
  return { label, file, bytes: Buffer.byteLength(content), gzipBytes: gzipBytes(content) };
}

function manifestFile(manifest: Record<string, ManifestEntry>, key: string): string {
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in dist/client/.vite/manifest.json`);
  return entry.file;
}

/**
 * The home set is inlined as `[{count:…,latticeSize:…,mask:`…`,markets:[[…],…]}]` in a chunk every page
 * evaluates at start-up (build/startupChunks.ts: React, then the site); the markets' dots (issue 55) count
 * with the land's.
 */
function homeDotsRow(manifest: Record<string, ManifestEntry>): SizeRow {
  for (const file of startupChunks(manifest).chain) {
    const literal = /\[\{count:[\de.]+,latticeSize:\d+,mask:`[^`]*`(?:,markets:\[(?:\[[\d,]*\],?)*\])?\}\]/.exec(
      readFileSync(join(clientDir, file), 'utf8'),
    )?.[0];
    if (literal) return row('home land dots (inlined, start-up bundle)', file.replace(/^\//, ''), literal);
  }
  throw new Error('the inlined home land dots were not found in the start-up bundles');
}

const ownRoots = [join(repoRoot, 'src/globe') + sep, join(repoRoot, 'shaders') + sep];
const isOwn = (path: string): boolean => ownRoots.some((root) => path.startsWith(root));

async function globeCodeRows(): Promise<SizeSection> {
  const leftOut = new Set<string>();
  const external = (id: string, importer: string | undefined): boolean => {
    const [path = id] = id.split('?');
    if (path.startsWith('\0')) return false;
    // The baked dots are measured above; here only code counts.
    if (path.startsWith('virtual:')) return true;
    const absolute = path.startsWith('.') && importer ? resolve(dirname(importer), path) : path;
    if (!isAbsolute(absolute)) return true; // a package (react, three, @react-three/*, jotai, wouter …)
    if (isOwn(absolute)) return false;
    leftOut.add(relative(repoRoot, absolute));
    return true;
  };
  const result = await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'error',
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: join(repoRoot, 'src/globe/GlobeStage.tsx'),
        preserveEntrySignatures: 'exports-only',
        external,
      },
    },
  });
  if (!('output' in result)) throw new Error('the globe code build gave no output');
  const rows: SizeRow[] = [];
  let allCode = '';
  for (const item of result.output) {
    if (item.type === 'chunk') {
      const label = item.isEntry
        ? 'globe code: GlobeStage entry, first paint'
        : item.isDynamicEntry
          ? 'globe code: WebGL glue + shaders, lazy'
          : `globe code: shared "${item.name}" chunk, first paint`;
      rows.push(row(label, item.fileName, item.code));
      allCode += item.code;
    } else if (item.fileName.endsWith('.css')) {
      rows.push(row('globe code: globe.css', item.fileName, item.source));
    }
  }
  // One gzip stream over all JS chunks: what the globe's code weighs together (a little less than the sum).
  rows.push(row('globe code: all JS together', '(all chunks above)', allCode));
  return { rows, leftOut: [...leftOut].sort() };
}

export async function measureSizes(): Promise<SizeSection> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  // The worker's chunks are not manifest entries: find the scene chunk (three.js, r3f) by its name.
  const webglFile = `assets/${readdirSync(join(clientDir, 'assets')).find((file) => webglChunkPattern.test(file)) ?? 'workerScene-missing.js'}`;
  const variantsFile = manifestFile(manifest, 'virtual:land-dots/variants');
  const demoFile = manifestFile(manifest, 'virtual:land-dots/demo');
  const globeCode = await globeCodeRows();
  return {
    rows: [
      {
        ...row(
          'lazy 3D chunk in the worker (three.js, r3f, scene)',
          webglFile,
          readFileSync(join(clientDir, webglFile)),
        ),
        webglChunk: true,
      },
      homeDotsRow(manifest),
      row(
        "demo land dots (the four variants' counts, lazy)",
        variantsFile,
        readFileSync(join(clientDir, variantsFile)),
      ),
      row(
        "demo land dots (the control's other counts, on first use)",
        demoFile,
        readFileSync(join(clientDir, demoFile)),
      ),
      ...globeCode.rows,
    ],
    leftOut: globeCode.leftOut,
  };
}
