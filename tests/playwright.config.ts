import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, quietChromiumArgs } from './e2e/support/browser';

/** End-to-end tests: the production build served by the real server, in Debian's Chromium. */
export const port = Number(process.env.E2E_PORT ?? 4317);

// The server under test stores submissions in a fresh directory; workers inherit it and read the store.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-data-'));
export const dataDir = process.env.E2E_DATA_DIR;

/**
 * The site built with the sample content (tests/build-content.sh writes dist-content/), served beside the
 * site's own build on the next port, with a store of its own, for the `content` project: news and jobs.
 */
export const contentPort = Number(process.env.E2E_CONTENT_PORT ?? port + 1000);
process.env.E2E_CONTENT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'site-e2e-content-data-'));
export const contentDataDir = process.env.E2E_CONTENT_DATA_DIR;
const contentBuilt = existsSync(new URL('../dist-content/server/main.js', import.meta.url));

/**
 * The suite in projects, so a change can be checked without what it cannot touch. `npm test` runs them all
 * (as CI does); `npm run test:quick` runs `core` only, which must stay small enough for that run to take at
 * most 4 minutes on a quiet 2-core machine (tests/README.md).
 * - core: what a visitor does on any page (navigation, header, menus, language, theme, consent, keyboard,
 *   both forms, service tabs, odd addresses), against the one server below, in Chromium without WebGL.
 * - pages: the sweeps over every page, every kind of page or every language (quality, hydration, the company
 *   pages, fonts, the banner in twelve languages, size budgets, the keyboard over one page of each kind in
 *   each language) and the staff editor.
 * - globe: the 2D globe (the default here: no WebGL), its hero, markers, demo, stage and stand.
 * - infra: specs that start processes of their own besides the suite's server: Debian's nginx, a PostgreSQL
 *   cluster, more forms servers (killed, faulted, rate-limited, or serving a copy of the build, or the staff inbox).
 * - webgl: specs that turn on Chromium's software WebGL (SwiftShader), slow on a machine without a GPU.
 * - content: the sample news and jobs build (below).
 */
const infraSpecs = [
  /\/nginx(-[a-z]+)?\.spec\.ts$/,
  /\/two-servers\.spec\.ts$/,
  /\/server-faults\.spec\.ts$/,
  /\/forms-server\.spec\.ts$/,
  /\/staff-inbox\.spec\.ts$/,
  /\/applicant-page\.spec\.ts$/,
  /\/globe-offline\.spec\.ts$/,
];
const webglSpecs = [/\/globe-webgl\.spec\.ts$/];
const contentSpecs = [/\/content-[a-z-]+\.spec\.ts$/];
const pageSweepSpecs = [
  /\/quality\.spec\.ts$/,
  /\/hydration\.spec\.ts$/,
  /\/company-pages\.spec\.ts$/,
  /\/fonts\.spec\.ts$/,
  /\/cookie-banner-layout\.spec\.ts$/,
  /\/size-budgets\.spec\.ts$/,
  /\/admin\.spec\.ts$/,
  /\/admin-preview\.spec\.ts$/,
  /\/keyboard-sweep\.spec\.ts$/,
];
/** Every globe spec the projects above do not take (globe-webgl, globe-offline). */
const globeSpecs = [/\/globe[a-z-]*\.spec\.ts$/];

export default defineConfig({
  testDir: './e2e',
  outputDir: './.output/results',
  fullyParallel: true,
  // One worker per core the process may use (2 on the 2-core CI machine, 4 on a 4-core laptop); `--workers` overrides.
  workers: availableParallelism(),
  projects: [
    { name: 'core', testIgnore: [...infraSpecs, ...webglSpecs, ...contentSpecs, ...pageSweepSpecs, ...globeSpecs] },
    { name: 'pages', testMatch: pageSweepSpecs },
    { name: 'globe', testMatch: globeSpecs, testIgnore: [...infraSpecs, ...webglSpecs] },
    { name: 'infra', testMatch: infraSpecs },
    { name: 'webgl', testMatch: webglSpecs },
    // Only once tests/build-content.sh has built the sample (`npm test` does, before the browser tests).
    ...(contentBuilt
      ? [{ name: 'content', testMatch: contentSpecs, use: { baseURL: `http://127.0.0.1:${contentPort}` } }]
      : []),
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report keeps each test's duration: which specs a quick run can afford (tests/README.md).
  reporter: [['list'], ['json', { outputFile: '.output/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromiumPath,
      // SwiftShader WebGL is slow here; the default suite takes the no-WebGL path (the 2D globe,
      // which a device without a GPU gets too).
      // globe-webgl.spec.ts turns WebGL on for itself.
      args: [...quietChromiumArgs, '--disable-webgl', '--disable-3d-apis'],
    },
    trace: 'off',
  },
  webServer: [
    {
      command: `node ../dist/server/main.js`,
      url: `http://127.0.0.1:${port}/`,
      // Every test sends from 127.0.0.1: the rate limit is tested with its own server (forms-server.spec.ts).
      env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, FORM_RATE_LIMIT: '100000' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    ...(contentBuilt
      ? [
          {
            command: `node ../dist-content/server/main.js`,
            url: `http://127.0.0.1:${contentPort}/`,
            env: {
              PORT: String(contentPort),
              HOST: '127.0.0.1',
              LOG_LEVEL: 'warn',
              DATA_DIR: contentDataDir,
              FORM_RATE_LIMIT: '100000',
            },
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
