/**
 * The unit tests in two Vitest projects (tests/vitest.config.ts). Most files share their worker's modules
 * (`isolate: false`): importing the site's modules afresh for each of some 90 files was most of the run's CPU
 * (Vitest's summary: 62 s of imports for 105 s of tests; the whole run 86 s of CPU, 58 s shared). A file that
 * replaces a module, a global or the environment for its own tests (vi.mock, vi.spyOn, vi.stubGlobal, fake
 * timers, another environment) gets a module graph of its own, as every file had. Files are sorted by what
 * they call, so a new such file needs no list; a test that leaks state otherwise fails with `--sequence.shuffle.files`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const unitDir = 'tests/unit';
const testFile = /\.test\.tsx?$/;
const needsIsolation =
  /\bvi\.(mock|doMock|unmock|spyOn|stubGlobal|stubEnv|useFakeTimers|setSystemTime|resetModules)\(|@vitest-environment/;

/** The unit test files, relative to the repository, that replace something for their own tests. */
export function isolatedUnitTests(root: string): string[] {
  return readdirSync(join(root, unitDir), { recursive: true, encoding: 'utf8' })
    .filter((file) => testFile.test(file) && needsIsolation.test(readFileSync(join(root, unitDir, file), 'utf8')))
    .map((file) => `${unitDir}/${file}`);
}
