import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { port } from '../playwright.config';
import { paintedPixels } from './support/globe';
import { waitForHydration } from './support/hydration';
import { startServer, type RunningServer } from './support/serverProcess';
import { dictionaries } from './support/site';

// The globe demo offline once the visitor asks for it: a server of its own, serving a copy of the build
// that the test can "deploy" anew (change the demo page and its precache revision, restart).
test.describe.configure({ mode: 'serial' });

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
let siteDir = '';
let dataDir = '';
let server: RunningServer;
const serverPort = port + 51;
const start = async () => (server = await startServer(serverPort, { DIST_DIR: siteDir, DATA_DIR: dataDir }));

test.beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'site-offline-'));
  dataDir = mkdtempSync(join(tmpdir(), 'site-offline-data-'));
  for (const part of ['client', 'pages']) cpSync(join(dist, part), join(siteDir, part), { recursive: true });
  await start();
});

test.afterAll(async () => {
  server.process.kill('SIGTERM');
  await server.exited;
  rmSync(siteDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** The worker's state as the page sees it: "activated, nothing waiting, controlling this page" once it is ready. */
const workerState = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const waiting = registration?.installing ?? registration?.waiting;
    return `${registration?.active?.state ?? 'none'}, ${waiting ? 'one waiting' : 'nothing waiting'}, ${navigator.serviceWorker.controller ? 'controlling' : 'not controlling'}`;
  });

/** What the demo keeps in this browser: its service workers and Cache Storage's caches. */
const storedInBrowser = (page: Page): Promise<{ workers: number; caches: string[] }> =>
  page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }));

/** The worker is active and controls the page: it has precached everything (installing came first). */
async function offlineReady(page: Page): Promise<void> {
  await expect.poll(() => workerState(page), { timeout: 30_000 }).toBe('activated, nothing waiting, controlling');
}

/** The visitor asks for the offline copy: the one button that stores it (§ 25 Abs. 2 Nr. 2 TDDDG). */
async function saveOfflineCopy(page: Page, words: (typeof dictionaries)['en']): Promise<void> {
  await page.getByRole('button', { name: words.globeDemo.offline.save }).click();
  await expect(page.getByTestId('offline-copy').getByRole('status')).toHaveText(words.globeDemo.offline.status.saved);
  await offlineReady(page);
}

/**
 * The demo runs: its page (its heading in the HTML), hydrated, and its globes drawn on the stage's canvas.
 * A presentation (or a kiosk) shows its variant over the page, the page's text steps aside.
 */
async function demoRuns(page: Page, heading: string, presenting = false): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading, includeHidden: true })).toBeAttached();
  await waitForHydration(page);
  if (presenting) await expect(page.locator('.globe-tile--presenting')).toBeVisible();
  await expect
    .poll(async () => (await paintedPixels(page, '[data-testid=globe-stage] canvas.globe-stage__flat')).painted)
    .toBeGreaterThan(2000);
}

test('after one visit the demo, its kiosk link and its presentation link open and run with the network off', async ({
  page,
  context,
}) => {
  const { de } = dictionaries;
  await page.clock.install();
  await page.goto(`${server.origin}/de/globe-demo`);
  await demoRuns(page, de.pages.globeDemo.heading);
  // A minute on the demo stores nothing: no worker, no cache, until the visitor asks for the copy.
  await page.clock.fastForward(60_000);
  expect(await storedInBrowser(page)).toEqual({ workers: 0, caches: [] });
  // At rest the button's hint says what it would store; the status says nothing of a copy nobody asked for.
  await expect(page.getByRole('button', { name: de.globeDemo.offline.save })).toHaveAccessibleDescription(
    de.globeDemo.offline.hint,
  );
  await expect(page.getByTestId('offline-copy').getByRole('status')).toHaveText('');
  await saveOfflineCopy(page, de);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/globe-demo.de.webmanifest');

  await context.setOffline(true);
  await page.reload();
  await demoRuns(page, de.pages.globeDemo.heading);
  // The kiosk's show comes in a chunk of its own, loaded on first use: precached as well.
  await page.goto(`${server.origin}/de/globe-demo?kiosk=1&every=20&tour=1`);
  await demoRuns(page, de.pages.globeDemo.heading, true);
  await expect(page.getByTestId('demo-tour-card')).toContainText(de.places.cards.potsdam.place);
  // Its QR codes are made at build time, the tour's in the show's chunk: offline too, the place's page at its stop.
  await expect(page.getByRole('img', { name: de.globeDemo.kiosk.qrLabels.place })).toBeVisible();
  // Never visited, precached all the same: the English demo opens straight into presenting.
  await page.goto(`${server.origin}/globe-demo?present=1`);
  await demoRuns(page, dictionaries.en.pages.globeDemo.heading, true);
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(1);
  // Other pages are not kept: offline they fail as any site does.
  await expect(page.goto(`${server.origin}/de/about`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

test('a new deployment reaches a returning visitor on the next navigation, and replaces the offline copy', async ({
  page,
  context,
}) => {
  const { en } = dictionaries;
  await page.clock.install();
  await page.goto(`${server.origin}/globe-demo`);
  await demoRuns(page, en.pages.globeDemo.heading);
  await saveOfflineCopy(page, en);

  // Deploy: the demo page changes, and with it its precache revision in the worker; the server restarts.
  const demoPage = join(siteDir, 'pages', 'globe-demo.html');
  const worker = join(siteDir, 'client', 'sw.js');
  const revision = /url:"\/globe-demo\?offline-copy",revision:"([0-9a-f]+)"/.exec(readFileSync(worker, 'utf8'))?.[1];
  expect(revision, 'the worker precaches /globe-demo with a revision').toBeTruthy();
  writeFileSync(
    demoPage,
    readFileSync(demoPage, 'utf8').replace('</head>', '<meta name="deployment" content="2" /></head>'),
  );
  writeFileSync(worker, readFileSync(worker, 'utf8').replace(String(revision), 'deployment2'));
  for (const file of [demoPage, worker]) for (const suffix of ['.br', '.gz']) rmSync(file + suffix, { force: true });
  server.process.kill('SIGTERM');
  await server.exited;
  await start();
  await page.reload();
  await expect(page.locator('meta[name="deployment"]')).toHaveAttribute('content', '2');
  // The browser fetched the changed worker on that navigation; once it is active, the offline copy is the new page.
  await offlineReady(page);
  await expect
    .poll(async () => {
      await context.setOffline(true);
      await page.reload();
      const marker = await page.locator('meta[name="deployment"]').getAttribute('content');
      await context.setOffline(false);
      return marker;
    })
    .toBe('2');
});

test('"Remove the offline copy" unregisters the worker and empties Cache Storage', async ({ page }) => {
  const { tr } = dictionaries;
  await page.goto(`${server.origin}/tr/globe-demo`);
  await demoRuns(page, tr.pages.globeDemo.heading);
  await saveOfflineCopy(page, tr);
  expect((await storedInBrowser(page)).caches.length).toBeGreaterThan(0);
  // Saved, it stays saved on the next visit: the page says so and offers to remove it.
  await page.reload();
  await demoRuns(page, tr.pages.globeDemo.heading);
  await page.getByRole('button', { name: tr.globeDemo.offline.remove }).click();
  await expect(page.getByTestId('offline-copy').getByRole('status')).toHaveText(tr.globeDemo.offline.status.notSaved);
  expect(await storedInBrowser(page)).toEqual({ workers: 0, caches: [] });
  await expect(page.getByRole('button', { name: tr.globeDemo.offline.save })).toBeVisible();
});
