import { defineConfig } from '@playwright/test';

/** End-to-end tests: the production build served by the real server, in Debian's Chromium. */
export const port = Number(process.env.E2E_PORT ?? 4317);

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
    // Chromium sometimes tries to reach Google services at start: keep it quiet on this closed network.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // SwiftShader WebGL is slow here; the default suite takes the no-WebGL path (DESIGN.md).
        '--disable-webgl',
        '--disable-3d-apis',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: `node ../dist/server/main.js`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
