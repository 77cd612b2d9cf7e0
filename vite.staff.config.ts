import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The staff inbox (issue 42): a bundle of its own under /staff/, served by its own listener (src/staff/server,
// STAFF_PORT). Nothing of it reaches the public pages' scripts or stylesheet, whose build is vite.config.ts.
export default defineConfig({
  plugins: [react()],
  base: '/staff/',
  publicDir: false,
  build: {
    outDir: 'dist/staff',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { staff: 'src/staff/client/main.tsx' } },
  },
});
