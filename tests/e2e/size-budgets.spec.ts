/**
 * Size budgets (tests/sizeBudgets.ts): what a visitor downloads must not grow unnoticed. Start-up JS and
 * the 3D chunk are read from the build; a content page's JavaScript and every page's CSS are the files the
 * browser really fetched, gzipped here at level 9 as the benchmark does.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatKb, gzipBytes, sizeBudgets, webglChunkPattern, type ManifestEntry } from '../sizeBudgets';
import { waitForHydration } from './support/hydration';
import { dictionaries } from './support/site';

const clientDir = join(import.meta.dirname, '../../dist/client');

/** The entry's files with everything they import statically, and the chunks it imports at once (preact/compat's client, hydration). */
function startupFiles(): string[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  const immediate = manifest['index.html']?.dynamicImports ?? [];
  expect(
    immediate.filter((key) => /preact\/compat\/client|app\/hydrate/.test(key)),
    'the entry imports the renderer and the hydration chunk at once',
  ).toHaveLength(2);
  for (const key of immediate) visit(key);
  return [...files];
}

/**
 * Every script and stylesheet the page fetched until it hydrated and its network went quiet, weighed from
 * the build the server sends them from: a response's body can be gone by the time it is read (the WebGL
 * worker's own script, once the worker was refused a usable context and terminated).
 */
async function fetchedBytes(page: Page, path: string): Promise<{ js: number; css: number; files: string[] }> {
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (response.ok() && /^\/assets\/[^/]+\.(js|css)$/.test(url)) fetched.add(url);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const weighed = [...fetched].map((url) => ({ url, bytes: gzipBytes(readFileSync(join(clientDir, url))) }));
  const sum = (extension: '.js' | '.css'): number => weighed.filter(({ url }) => url.endsWith(extension)).reduce((total, { bytes }) => total + bytes, 0);
  return { js: sum('.js'), css: sum('.css'), files: weighed.map(({ url, bytes }) => `${url} ${formatKb(bytes)}`) };
}

test('the start-up JavaScript stays within its budget', () => {
  const bytes = startupFiles().reduce((total, file) => total + gzipBytes(readFileSync(join(clientDir, file))), 0);
  expect(bytes, `start-up JS ${formatKb(bytes)} (budget ${formatKb(sizeBudgets.startupJs)})`).toBeLessThanOrEqual(sizeBudgets.startupJs);
});

test('the lazy 3D chunk stays within its budget', () => {
  const chunks = readdirSync(join(clientDir, 'assets')).filter((file) => webglChunkPattern.test(file));
  expect(chunks, 'one 3D chunk in the build').toHaveLength(1);
  const bytes = gzipBytes(readFileSync(join(clientDir, 'assets', chunks[0] ?? '')));
  expect(bytes, `3D chunk ${formatKb(bytes)} (budget ${formatKb(sizeBudgets.webglChunk)})`).toBeLessThanOrEqual(sizeBudgets.webglChunk);
});

for (const path of ['/', '/about', '/de/services/it', '/tr/privacy-policy', '/contact', '/de/careers']) {
  test(`page ${path} loads no more JavaScript and CSS than the budgets allow`, async ({ page }) => {
    // The 2D globe, as a device without a usable GPU gets it: the lazy 3D chunk has a budget of its own.
    const { js, css, files } = await fetchedBytes(page, `${path}?globe=2d`);
    const listing = files.join(', ');
    expect(js, `JS ${formatKb(js)}: ${listing}`).toBeLessThanOrEqual(sizeBudgets.contentRouteJs);
    expect(css, `CSS ${formatKb(css)}: ${listing}`).toBeLessThanOrEqual(sizeBudgets.css);
  });
}

/** Source modules of the build's lazily loaded chunks (pages, dictionary parts), by the file the browser fetches. */
function lazyModules(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry & { src?: string; name?: string }>;
  return new Map(Object.values(manifest).map((entry) => [`/${entry.file}`, entry.src ?? `chunk ${entry.name ?? entry.file}`]));
}

async function fetchedModules(page: Page, path: string): Promise<string[]> {
  const modules = lazyModules();
  const fetched: string[] = [];
  page.on('response', (response) => {
    const module = modules.get(new URL(response.url()).pathname);
    if (response.ok() && module) fetched.push(module);
  });
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return fetched;
}

const pageModule = /^src\/pages\/\w+Page\.tsx$/;
const dictionaryPart = /^src\/i18n\/dict\/.+\.ts$/;
const formCode = /^chunk (ContactForm|ApplicationForm|forms|fields)$|^src\/forms\//;

test("a page fetches its own chunk and words, and no other page's", async ({ page }) => {
  const fetched = await fetchedModules(page, '/de/services/it?globe=2d');
  expect(fetched.filter((module) => pageModule.test(module))).toEqual(['src/pages/ServicePage.tsx']);
  expect(fetched.filter((module) => dictionaryPart.test(module)).sort()).toEqual(['src/i18n/dict/core/de.ts', 'src/i18n/dict/services/de/it.ts']);
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
  await expect(page.getByRole('heading', { level: 1, name: dictionaries.en.contact.heading, exact: true })).toBeVisible();
  expect(fetched).toContain('src/pages/ContactPage.tsx');
  expect(fetched).toContain('src/i18n/dict/forms/en.ts');
  await expect(page.getByRole('textbox').first()).toBeVisible();
});

test('home loads no more CSS than the budget allows', async ({ page }) => {
  const { css, files } = await fetchedBytes(page, '/');
  expect(css, 'a stylesheet was fetched').toBeGreaterThan(0);
  expect(css, `CSS ${formatKb(css)}: ${files.join(', ')}`).toBeLessThanOrEqual(sizeBudgets.css);
});
