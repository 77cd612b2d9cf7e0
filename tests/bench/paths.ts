/** Where the benchmark reads the site and writes its own builds (tests/.output: ignored by git and lint). */
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
export const harnessRoot = fileURLToPath(new URL('./harness', import.meta.url));
export const harnessOutDir = fileURLToPath(new URL('../.output/bench/harness', import.meta.url));
/** A copy of dist/ taken at the start: the site is served and sized from it while dist/ may be rebuilt. */
export const siteSnapshotDir = fileURLToPath(new URL('../.output/bench/site', import.meta.url));
