import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { codeSplitting, preloadedBeside } from './src/build/chunkGroups';
import { siteStart } from './src/build/startupChunks';
import { intlTextPlugin } from './src/build/intlTextPlugin';
import { globeStillPlugin } from './src/build/globeStillPlugin';
import { kioskQrPlugin } from './src/build/kioskQrPlugin';
import { landDotsPlugin } from './src/build/landDotsPlugin';
import { prePaintPlugin } from './src/build/prePaintPlugin';
import { collectionsPlugin } from './src/build/collections/plugin';
import { isolatedUnitTests } from './tests/unit/support/isolation';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const unitTests = 'tests/unit/**/*.test.{ts,tsx}';
// Read when Vitest loads this config only (it sets VITEST): each of `npm run build`'s builds loads it too.
const isolated = process.env.VITEST ? isolatedUnitTests(repoRoot) : [];

// One config for the client build, the two SSR builds (prerender, server; their --outDir is given by
// `npm run build`) and vitest.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    landDotsPlugin(),
    globeStillPlugin(),
    intlTextPlugin(),
    prePaintPlugin(),
    kioskQrPlugin(),
    collectionsPlugin(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // Every browser the site supports knows <link rel="modulepreload"> (main.tsx adds them): no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: preloadedBeside },
    // One stylesheet, linked by the page: the site's modules load dynamically (main.tsx), and their CSS
    // must not arrive after the first paint.
    cssCodeSplit: false,
    // `--mode server`: the production server, the staff command line and the hosting files' writer, one bundle each.
    rolldownOptions:
      mode === 'server'
        ? {
            input: {
              main: 'src/server/main.ts',
              submissions: 'src/server/cli/submissions.ts',
              staff: 'src/server/cli/staff.ts',
              backup: 'src/server/cli/backupCli.ts',
              hosting: 'src/server/hosting/cli.ts',
            },
          }
        : isSsrBuild
          ? {}
          : // The site's start module is an input of its own: main.tsx imports its chunks by URL (build/startupChunks.ts).
            { input: { index: 'index.html', start: siteStart }, output: { codeSplitting: codeSplitting() } },
  },
  // React's own useSyncExternalStore for wouter's shim of it (src/browser/syncExternalStore.ts says why).
  resolve: {
    alias: [
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: fileURLToPath(new URL('src/browser/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  // The globe's worker loads three.js as a chunk of its own, only once it found a usable WebGL2.
  // The collections plugin serves the ends of the arcs to placed news and openings (content/collections/entryArcs.ts).
  worker: { format: 'es', plugins: () => [collectionsPlugin()] },
  ssr: {
    // Server-side bundles keep node_modules external but must process CSS imports of packages.
    noExternal: ['@fontsource-variable/inter'],
  },
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
    // (tests/unit/support/isolation.ts says why).
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: [unitTests], exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: 'unit, isolated', include: isolated } },
    ],
  },
}));
