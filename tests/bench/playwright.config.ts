import { defineConfig } from '@playwright/test';

/**
 * `npm run bench`: the globe benchmark (globe.bench.ts), one test in one worker. It launches its own
 * Chromium (chrome.ts) and server (server.ts), so no browser or webServer is configured here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: '../.output/bench/results',
  workers: 1,
  retries: 0,
  timeout: 20 * 60_000,
  reporter: [['list']],
  // One test of several minutes is the plan, not a problem to report.
  reportSlowTests: null,
});
