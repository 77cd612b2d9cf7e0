/**
 * The news with the sample content (tests/fixtures/content, built by tests/build-content.sh into
 * dist-content/, served for the `content` project): the list, its filters in the URL, an article and the
 * way back, in the browser; the draft absent; an article page within the size budgets.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageManifest } from '../../src/routes/pageManifest';
import { formatKb, gzipBytes, sizeBudgets, type ManifestEntry } from '../sizeBudgets';
import { gotoHydrated, waitForHydration } from './support/hydration';
import { dictionaries } from './support/site';

const { en, de } = dictionaries;
const distDir = join(import.meta.dirname, '../../dist-content');
const clientDir = join(distDir, 'client');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;
const pageManifest = JSON.parse(readFileSync(join(distDir, 'pages/pages.json'), 'utf8')) as PageManifest;
const weigh = (file: string): number => gzipBytes(readFileSync(join(clientDir, file)));
const flatWorker = `/${Object.values(manifest)
  .flatMap((entry) => entry.assets ?? [])
  .find((asset) => /flat\.worker-/.test(asset))}`;

test('list, article and back: the body arrives as its own chunk, the list keeps the filter', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const bodyChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ausbildung-2027\.de-[\w-]+\.js$/.test(request.url())) bodyChunks.push(request.url());
  });

  await gotoHydrated(page, '/de/blog?category=hr');
  const list = page.getByTestId('news-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: new RegExp(de.blog.categories.hr) })).toBeChecked();
  await expect(page.getByTestId('news-count')).toHaveText('1 von 2 Beiträgen');

  await page.getByRole('radio', { name: new RegExp(de.blog.allCategories) }).check();
  await expect(page).toHaveURL(/\/de\/blog$/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('radio', { name: de.blog.tags.trading, exact: true }).check();
  await expect(page).toHaveURL(/\/de\/blog\?tag=trading$/);
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(['Unser erster Solarpark-Vertrag in Brandenburg']);
  await page.getByRole('radio', { name: de.blog.allTopics }).check();

  expect(bodyChunks).toEqual([]);
  await list.getByRole('link', { name: 'Ausbildungsplätze 2027 in Potsdam' }).click();
  await expect(page).toHaveURL(/\/de\/blog\/ausbildung-2027$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ausbildungsplätze 2027 in Potsdam');
  await expect(page.getByTestId('news-article').locator('.prose')).toContainText('Kaufleute für Büromanagement');
  await expect(page).toHaveTitle(/^Ausbildungsplätze 2027 in Potsdam – /);
  expect(bodyChunks).toHaveLength(1);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: de.breadcrumbs.label }).getByRole('listitem').last()).toHaveText(
    'Ausbildungsplätze 2027 in Potsdam',
  );

  await page.getByRole('main').getByRole('link', { name: de.blog.backToList }).click();
  await expect(page).toHaveURL(/\/de\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.blog.heading);
  expect(errors).toEqual([]);
});

test('an article opened first is prerendered with its body, and hydrates without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/blog/solar-park-brandenburg');
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('12 MW solar park');
  expect(html).toContain('&lt;script&gt;alert(');
  await waitForHydration(page);
  await expect(
    page.getByRole('main').getByText("<script>alert('raw html is shown, never run')</script>"),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: en.blog.backToList })).toHaveAttribute('href', '/blog');
  expect(errors).toEqual([]);
});

test('the draft, an unknown article and an article in a language it lacks answer 404; the feeds are XML', async ({
  request,
}) => {
  for (const path of [
    '/blog/quarterly-figures',
    '/blog/no-such-article',
    '/blog/ausbildung-2027',
    '/tr/blog/ausbildung-2027',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/blog/rss.xml', '/de/blog/atom.xml', '/tr/blog/rss.xml']) {
    const feed = await request.get(path);
    expect(feed.status(), path).toBe(200);
    expect(feed.headers()['content-type'], path).toMatch(/xml/);
    expect(await feed.text(), path).not.toContain('quarterly-figures');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>http');
  expect(sitemap).not.toMatch(/quarterly-figures|energy-trader-2025/);
});

test('every page of the sample build, articles and job openings too, names scripts within the budgets', () => {
  const entries = Object.entries(pageManifest.pages).filter(([path]) => /\/(blog|careers)\/[a-z0-9-]+$/.test(path));
  expect(entries.length).toBeGreaterThanOrEqual(6);
  for (const [path, file] of entries) {
    const html = readFileSync(join(distDir, 'pages', file), 'utf8');
    const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '';
    const modules = /data-startup-modules="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
    const files = [entry, ...modules, flatWorker];
    const bytes = files.reduce((sum, name) => sum + weigh(name), 0);
    expect(files.length, `${path}: ${files.join(' ')}`).toBeLessThanOrEqual(sizeBudgets.scriptFiles);
    expect(bytes, `${path}: ${formatKb(bytes)}`).toBeLessThanOrEqual(sizeBudgets.contentRouteJs);
  }
});
