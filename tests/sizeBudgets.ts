/**
 * The site's size budgets, gzip -9 bytes: one source for the test that fails `npm test` when one is
 * exceeded (e2e/size-budgets.spec.ts) and for the benchmark's report. Each sits a little above what the
 * site weighs now, so growth is a decision someone takes by changing this file, not a drift.
 */
import { gzipSync } from 'node:zlib';

const kilobytes = (value: number): number => value * 1024;

export const sizeBudgets = {
  /** What every page runs at start: the entry, preact/compat (the page's React), the site's hydration
   * chunk and their imports; the page's own chunk and words come on top. */
  startupJs: kilobytes(55),
  /** All the JavaScript a page (home, /about, a service page, a legal page, a page with a form) loads until
   * it has hydrated and gone quiet, start-up, its own chunk and words included, with the 2D globe (its
   * worker too). Issue 17 set it: 90 KB; the pages weigh 61 to 73 KB (route-level code splitting). */
  contentRouteJs: kilobytes(90),
  /** The lazy three.js / react-three-fiber chunk in the globe's worker (issue 13). */
  webglChunk: kilobytes(200),
  /** Every stylesheet a page loads. */
  css: kilobytes(12),
} as const;

export type SizeBudget = keyof typeof sizeBudgets;

export const formatKb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** How every size here is weighed: gzip at level 9, as a server would send it at most. */
export const gzipBytes = (content: string | Uint8Array): number => gzipSync(content, { level: 9 }).length;

/** An entry of the build's manifest (dist/client/.vite/manifest.json), as far as the size checks read it. */
export interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The lazy 3D chunk among dist/client/assets: the worker's chunks are no manifest entries, so it is found by name. */
export const webglChunkPattern = /^workerScene-.*\.js$/;
