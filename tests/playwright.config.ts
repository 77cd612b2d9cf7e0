import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, quietChromiumArgs } from './e2e/support/browser';

/** End-to-end tests: the production build served by the real server, in Debian's Chromium. */
export const port = Number(process.env.E2E_PORT ?? 4317);

// The server under test stores submissions in a fresh directory; workers inherit it and read the store.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-data-'));
export const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  outputDir: './.output/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // SwiftShader WebGL is slow here; the default suite takes the no-WebGL path (DESIGN.md).
      // globe-webgl.spec.ts turns WebGL on for itself.
      args: [...quietChromiumArgs, '--disable-webgl', '--disable-3d-apis'],
    },
    trace: 'off',
  },
  webServer: {
    command: `node ../dist/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    // Every test sends from 127.0.0.1: the rate limit is tested with its own server (forms-server.spec.ts).
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
