/**
 * Size budgets (tests/sizeBudgets.ts): what a visitor downloads must not grow unnoticed. Every prerendered
 * page is weighed from the build (the scripts its HTML names: the entry, the start-up chunks and its own
 * chunk and words, and the 2D globe's worker); a sample is opened in the browser, which must fetch exactly
 * those, weighed the same way (gzip -9 of the built files).
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageManifest } from '../../src/routes/pageManifest';
import {
  bundlerRuntimePattern,
  formatKb,
  gzipBytes,
  sizeBudgets,
  webglChunkPattern,
  workerEntryPattern,
  type ManifestEntry,
} from '../sizeBudgets';
import { waitForHydration } from './support/hydration';
import { dictionaries } from './support/site';

const distDir = join(import.meta.dirname, '../../dist');
const clientDir = join(distDir, 'client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;
const pageManifest = JSON.parse(readFileSync(join(distDir, 'pages/pages.json'), 'utf8')) as PageManifest;

const weights = new Map<string, number>();
function weigh(file: string): number {
  const known = weights.get(file);
  if (known !== undefined) return known;
  const bytes = gzipBytes(readFileSync(join(clientDir, file)));
  weights.set(file, bytes);
  return bytes;
}
const listing = (files: readonly string[]): string =>
  files.map((file) => `${file.replace(/^\/assets\//, '')} ${formatKb(weigh(file))}`).join(', ');
const total = (files: readonly string[]): number => files.reduce((sum, file) => sum + weigh(file), 0);

/** The scripts a prerendered page names: its entry and what main.tsx fetches after the first paint. */
function namedScripts(html: string): { entry: string; chain: string[]; modules: string[] } {
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  const attribute = (name: string): string[] =>
    new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  if (!entry) throw new Error('no entry script in the page');
  return { entry, chain: attribute('data-startup-chain'), modules: attribute('data-startup-modules') };
}

/** The 2D globe's worker script, which every page starts with ?globe=2d (the site chunk names it as an asset). */
const flatWorker = `/${Object.values(manifest)
  .flatMap((entry) => entry.assets ?? [])
  .find((asset) => /flat\.worker-/.test(asset))}`;

/** What a page loads until it is quiet, by its build: its named scripts and the 2D globe's worker. */
function pageScripts(file: string): string[] {
  const { entry, modules } = namedScripts(readFileSync(join(distDir, 'pages', file), 'utf8'));
  return [entry, ...modules, flatWorker];
}

const homes = new Set(['/', '/de', '/tr']);
const demos = new Set(['/globe-demo', '/de/globe-demo', '/tr/globe-demo']);
const budgetFor = (urlPath: string): number =>
  homes.has(urlPath) ? sizeBudgets.homeJs : demos.has(urlPath) ? sizeBudgets.demoJs : sizeBudgets.contentRouteJs;

test('the start-up JavaScript stays within its budget', () => {
  const { entry, chain } = namedScripts(readFileSync(join(distDir, 'pages/about.html'), 'utf8'));
  const files = [entry, ...chain];
  const bytes = total(files);
  expect(
    bytes,
    `start-up JS ${formatKb(bytes)} (budget ${formatKb(sizeBudgets.startupJs)}): ${listing(files)}`,
  ).toBeLessThanOrEqual(sizeBudgets.startupJs);
});

test('the lazy 3D chunk stays within its budget', () => {
  const chunks = readdirSync(join(clientDir, 'assets')).filter((file) => webglChunkPattern.test(file));
  expect(chunks, 'one 3D chunk in the build').toHaveLength(1);
  const bytes = gzipBytes(readFileSync(join(clientDir, 'assets', chunks[0] ?? '')));
  expect(bytes, `3D chunk ${formatKb(bytes)} (budget ${formatKb(sizeBudgets.webglChunk)})`).toBeLessThanOrEqual(
    sizeBudgets.webglChunk,
  );
});

test('every page, in every language, loads at most its JavaScript budget in at most ten script files', () => {
  const pages = [
    ...Object.entries(pageManifest.pages),
    ...Object.entries(pageManifest.notFound).map(([locale, file]) => [`404 (${locale})`, file] as const),
  ];
  expect(pages.length).toBeGreaterThan(100);
  for (const [urlPath, file] of pages) {
    const files = pageScripts(file);
    expect(new Set(files).size, `${urlPath} names a script twice: ${files.join(' ')}`).toBe(files.length);
    expect(files.length, `${urlPath}: ${listing(files)}`).toBeLessThanOrEqual(sizeBudgets.scriptFiles);
    expect(total(files), `${urlPath}: ${formatKb(total(files))} in ${listing(files)}`).toBeLessThanOrEqual(
      budgetFor(urlPath),
    );
  }
});

test('no chunk a page can load is smaller than a request is worth', () => {
  // Every chunk of the build but the workers' (their entries, each its own thread) and the start module's
  // own file, which only imports the site chunk and is never fetched (src/build/startupChunks.ts).
  const chunks = Object.entries(manifest)
    .filter(([key, entry]) => key !== 'src/app/start.ts' && entry.file.endsWith('.js'))
    .map(([, entry]) => entry.file.replace(/^assets\//, ''));
  const allowedSmall = (file: string): boolean =>
    file === manifest['index.html']?.file.replace(/^assets\//, '') || bundlerRuntimePattern.test(file);
  const small = chunks.filter(
    (file) =>
      !workerEntryPattern.test(file) && !allowedSmall(file) && weigh(`/assets/${file}`) < sizeBudgets.smallestChunk,
  );
  expect(small.map((file) => `${file} ${formatKb(weigh(`/assets/${file}`))}`)).toEqual([]);
});

/**
 * What a page loads for itself: once it has loaded, a page prepares the pages its header, footer services and
 * language menu lead to in idle time (src/navigation/intentPrefetch.ts, issue 57), unless the visitor saves data, as here.
 */
const savingData = async (page: Page): Promise<void> => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }),
  );
};

/**
 * Every script the page fetched until it hydrated, then once its clock had run 6 s on (every timer and
 * idle callback due by then fired: lazy parts wait for idle, at most 4 s) and the network had been quiet
 * for 1 s, and every stylesheet. The page's clock, not the test's: no wall time is spent waiting.
 */
async function fetchedFiles(page: Page, path: string): Promise<{ js: string[]; css: string[] }> {
  const fetched = new Set<string>();
  let lastActivity = Date.now();
  page.on('request', () => (lastActivity = Date.now()));
  page.on('response', (response) => {
    lastActivity = Date.now();
    const url = new URL(response.url()).pathname;
    if (response.ok() && /^\/assets\/[^/]+\.(js|css)$/.test(url)) fetched.add(url);
  });
  await savingData(page);
  await page.clock.install();
  await page.goto(path);
  await waitForHydration(page);
  await page.clock.fastForward(6_000);
  await expect
    .poll(() => Date.now() - (lastActivity + 1_000), { timeout: 30_000, intervals: [250] })
    .toBeGreaterThanOrEqual(0);
  const files = [...fetched];
  return {
    js: files.filter((file) => file.endsWith('.js')).sort(),
    css: files.filter((file) => file.endsWith('.css')),
  };
}

/** What a page loads after hydration besides what its HTML names: the land dots of the demo's variants (the control's other counts wait for first use). */
const lazyScripts: Readonly<Record<string, readonly string[]>> = {
  '/globe-demo': [`/${manifest['virtual:land-dots/variants']?.file ?? '(none)'}`],
};

for (const path of ['/', '/about', '/de/services/it', '/tr/privacy-policy', '/contact', '/de/careers', '/globe-demo']) {
  test(`page ${path} fetches the scripts its build names, within the budgets`, async ({ page }) => {
    // The 2D globe, as a device without a usable GPU gets it: the lazy 3D chunk has a budget of its own.
    const { js, css } = await fetchedFiles(page, `${path}?globe=2d`);
    const file = pageManifest.pages[path];
    if (!file) throw new Error(`${path} is not a prerendered page`);
    expect(js, 'the scripts the page fetched are the ones its build names').toEqual(
      [...pageScripts(file), ...(lazyScripts[path] ?? [])].sort(),
    );
    expect(js.length, listing(js)).toBeLessThanOrEqual(sizeBudgets.scriptFiles);
    expect(total(js), `JS ${formatKb(total(js))}: ${listing(js)}`).toBeLessThanOrEqual(budgetFor(path));
    expect(total(css), `CSS ${formatKb(total(css))}: ${listing(css)}`).toBeLessThanOrEqual(sizeBudgets.css);
  });
}

/** Source modules of the build's chunks, by the file the browser fetches. */
const moduleOfFile = new Map(
  Object.entries(manifest).map(([key, entry]) => [`/${entry.file}`, entry.src ?? `chunk ${entry.name ?? key}`]),
);

async function fetchedModules(page: Page, path: string): Promise<string[]> {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const module = moduleOfFile.get(new URL(response.url()).pathname);
    if (response.ok() && module) fetched.push(module);
  });
  await savingData(page);
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return fetched;
}

const pageModule = /^src\/pages\/\w+\.tsx?$/;
const dictionaryPart = /^src\/i18n\/dict\/.+\.ts$/;
const formCode = /^chunk forms$|^src\/forms\/|^src\/pages\/formPages\.ts$/;

test("a page fetches its own chunk and words, and no other page's", async ({ page }) => {
  const fetched = await fetchedModules(page, '/de/services/it?globe=2d');
  expect(fetched.filter((module) => pageModule.test(module))).toEqual(['src/pages/ServicePage.tsx']);
  expect(fetched.filter((module) => dictionaryPart.test(module)).sort()).toEqual([
    'src/i18n/dict/core/de.ts',
    'src/i18n/dict/services/de/it.ts',
  ]);
});

test('forms code comes only where a form is', async ({ page }) => {
  const about = await fetchedModules(page, '/about?globe=2d');
  expect(
    about.filter((module) => formCode.test(module)),
    'form code on /about',
  ).toEqual([]);
  const contact = await fetchedModules(page, '/contact?globe=2d');
  expect(contact.filter((module) => formCode.test(module)).length, 'form code on /contact').toBeGreaterThan(0);
  expect(contact).toContain('src/i18n/dict/forms/en.ts');
});

test("a client-side visit fetches the next page's chunk and words before it shows the page", async ({ page }) => {
  const fetched = await fetchedModules(page, '/about?globe=2d');
  const { nav } = dictionaries.en;
  await page.getByRole('navigation', { name: nav.label }).getByRole('link', { name: nav.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // The address changes at once; the page once its chunk and words are here.
  await expect(
    page.getByRole('heading', { level: 1, name: dictionaries.en.contact.heading, exact: true }),
  ).toBeVisible();
  expect(fetched).toContain('src/pages/formPages.ts');
  expect(fetched).toContain('src/i18n/dict/forms/en.ts');
  await expect(page.getByRole('textbox').first()).toBeVisible();
});

test('home loads no more CSS than the budget allows', async ({ page }) => {
  const { css } = await fetchedFiles(page, '/');
  expect(total(css), 'a stylesheet was fetched').toBeGreaterThan(0);
  expect(total(css), `CSS ${formatKb(total(css))}: ${listing(css)}`).toBeLessThanOrEqual(sizeBudgets.css);
});
