import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { codeSplitting, preloadedBeside } from './src/build/chunkGroups';
import { siteStart } from './src/build/startupChunks';
import { intlTextPlugin } from './src/build/intlTextPlugin';
import { globeStillPlugin } from './src/build/globeStillPlugin';
import { kioskQrPlugin } from './src/build/kioskQrPlugin';
import { landDotsPlugin } from './src/build/landDotsPlugin';
import { prePaintPlugin } from './src/build/prePaintPlugin';
import { collectionsPlugin } from './src/build/collections/plugin';

/**
 * The unit tests are configured in tests/vitest.config.ts, on top of this file: Vitest started without it
 * would take this config alone and run every spec it finds, the browser's too, without the tests' setup.
 */
function unitTestsConfigured(): Plugin {
  return {
    name: 'unit-tests-configured',
    // Vitest's own plugin, not the VITEST variable: a build that a unit test starts inherits the variable.
    configResolved({ configFile, plugins }) {
      if (plugins.some(({ name }) => name === 'vitest') && configFile === fileURLToPath(import.meta.url))
        throw new Error('The unit tests run with their own config: npx vitest run -c tests/vitest.config.ts [file]');
    },
  };
}

// One config for the client build and the two SSR builds (prerender, server; their --outDir is given by
// `npm run build`); the unit tests' (tests/vitest.config.ts) adds their projects to it.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    unitTestsConfigured(),
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
              rebuild: 'src/server/cli/rebuild.ts',
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
}));
