import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One config for the client build, the two SSR builds (prerender, server; their --outDir is given by
// `npm run build`) and vitest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: 'es2022',
  },
  ssr: {
    // Server-side bundles keep node_modules external but must process CSS imports of packages.
    noExternal: ['@fontsource-variable/inter'],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}));
