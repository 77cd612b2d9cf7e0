/** Where the benchmark reads the site and writes its own builds (tests/.output: ignored by git and lint). */
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The build measured: dist/, or `BENCH_DIST=dist-content` for the build with the sample news and jobs
 * (tests/build-content.sh), so the route bench can weigh an article page and a job page.
 */
export const distDir = process.env.BENCH_DIST
  ? resolve(repoRoot, process.env.BENCH_DIST)
  : fileURLToPath(new URL('../../dist', import.meta.url));
export const harnessRoot = fileURLToPath(new URL('./harness', import.meta.url));
export const harnessOutDir = fileURLToPath(new URL('../.output/bench/harness', import.meta.url));
/**
 * A copy of dist/ taken at the start: the site is served and sized from it while dist/ may be rebuilt. One
 * per measured build, so a bench of another build (`BENCH_DIST`) may run beside one of dist/.
 */
export const siteSnapshotDir = fileURLToPath(
  new URL(
    `../.output/bench/site${process.env.BENCH_DIST ? `-${basename(process.env.BENCH_DIST)}` : ''}`,
    import.meta.url,
  ),
);
