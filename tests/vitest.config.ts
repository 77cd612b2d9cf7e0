/**
 * The unit tests' configuration (`npx vitest run -c tests/vitest.config.ts`): the site's own Vite config
 * (vite.config.ts: its plugins, virtual modules and aliases, which the pages rendered here need) with the
 * test projects on top, so the build never loads anything of the tests.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import siteConfig from '../vite.config';
import { isolatedUnitTests } from './unit/support/isolation';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const unitTests = 'tests/unit/**/*.test.{ts,tsx}';
const isolated = isolatedUnitTests(repoRoot);

export default defineConfig((env) =>
  mergeConfig(siteConfig(env), {
    // Paths below are the repository's, wherever Vitest is started from.
    root: repoRoot,
    test: {
      environment: 'node',
      // A temporary PostgreSQL cluster: the form store's tests run on it as well as on SQLite.
      globalSetup: ['tests/unit/support/postgresSetup.ts'],
      // Several files mostly wait (servers, sockets, timers): more workers than cores overlap the waits.
      // Vitest's default here is one worker per core less one, that is one on two cores (47 s, now 24 s).
      maxWorkers: 4,
      // Four workers share two cores, so a test that parses or renders a whole tree runs up to four times slower
      // than alone: CI failed a 1.2 s source scan at the default 5 s. A hung test still fails, after 30 s.
      testTimeout: 30_000,
      // The same for the hooks that render pages for a file's tests (10 s by default; serviceNames' failed at it).
      hookTimeout: 60_000,
      // Most files share their worker's modules; a file that replaces one for itself has its own
      // (unit/support/isolation.ts says why).
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: [unitTests], exclude: isolated, isolate: false },
        },
        { extends: true, test: { name: 'unit, isolated', include: isolated } },
      ],
    },
  }),
);
