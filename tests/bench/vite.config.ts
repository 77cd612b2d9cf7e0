/**
 * Builds the frame-cost harness page: our real renderers (src/globe) and cobe, with the same baked land
 * dots as the site (the landDotsPlugin of the site's own build).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landDotsPlugin } from '../../src/build/landDotsPlugin';
import { harnessOutDir, harnessRoot } from './paths';

export default defineConfig({
  root: harnessRoot,
  base: './',
  plugins: [react(), landDotsPlugin()],
  logLevel: 'warn',
  // three.js is in the one chunk on purpose: the harness is not shipped.
  build: { outDir: harnessOutDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
  preview: { host: '127.0.0.1', strictPort: false },
});
