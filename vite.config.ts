import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { figureTextPlugin } from './src/build/figureTextPlugin';
import { globeStillPlugin } from './src/build/globeStillPlugin';
import { landDotsPlugin } from './src/build/landDotsPlugin';
import { prePaintPlugin } from './src/build/prePaintPlugin';
import { preactPlugin, reactLibraries } from './src/build/preactPlugin';

// One config for the client build, the two SSR builds (prerender, server; their --outDir is given by
// `npm run build`) and vitest.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [preactPlugin(), react(), landDotsPlugin(), globeStillPlugin(), figureTextPlugin(), prePaintPlugin()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: 'es2022',
    // One stylesheet, linked by the page: the site's modules load dynamically (main.tsx), and their CSS
    // must not arrive after the first paint.
    cssCodeSplit: false,
    // `--mode server`: the production server, the staff command line and the hosting files' writer, one bundle each.
    ...(mode === 'server'
      ? { rolldownOptions: { input: { main: 'src/server/main.ts', submissions: 'src/server/cli/submissions.ts', hosting: 'src/server/hosting/cli.ts' } } }
      : {}),
  },
  // The globe's worker loads three.js as a chunk of its own, only once it found a usable WebGL2.
  worker: { format: 'es' },
  ssr: {
    // Server-side bundles keep node_modules external but must process CSS imports of packages.
    noExternal: ['@fontsource-variable/inter', ...reactLibraries],
    // lucide-react's `node` export is CommonJS, whose require('react') no plugin sees: take its ES module.
    resolve: { conditions: ['module', 'node', 'development|production'] },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A temporary PostgreSQL cluster: the form store's tests run on it as well as on SQLite.
    globalSetup: ['tests/unit/support/postgresSetup.ts'],
    // Inlined, so their imports of React meet the preact plugin as the build's do.
    server: { deps: { inline: reactLibraries } },
  },
}));
