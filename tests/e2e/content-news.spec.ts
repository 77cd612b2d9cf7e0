/**
 * The news with the sample content (tests/fixtures/content, built by tests/build-content.sh into
 * dist-content/, served for the `content` project): the list, its filters in the URL, an article and the
 * way back, in the browser; the filters counted in the current search, the filters in force beside the count,
 * the search button, topic links, the feeds explained and copied, an article's share tags (issue 54); the draft
 * absent; an article page within the size budgets.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageManifest } from '../../src/routes/pageManifest';
import { formatKb, gzipBytes, sizeBudgets, type ManifestEntry } from '../sizeBudgets';
import { axeViolations, colourRules } from './support/axe';
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
  await page
    .getByTestId('news-tags')
    .getByRole('radio', { name: new RegExp(`^${de.blog.tags.trading} `) })
    .check();
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

test('topics and categories count what they would show in the search, and the filters in force stay in view (issue 54)', async ({
  page,
}) => {
  await gotoHydrated(page, '/de/blog');
  const topics = page.getByTestId('news-tags');
  const topic = (name: string) => topics.getByRole('radio', { name: new RegExp(`^${name} `) });
  const count = page.getByTestId('news-count');
  const active = page.getByTestId('news-active-filters');
  // The sample's German articles: the training (HR) and the solar park (Trading, Innovation); no IT article.
  await expect(topic(de.blog.tags.it)).toBeDisabled();
  await expect(topic(de.blog.tags.digital)).toBeDisabled();
  await expect(topic(de.blog.tags.trading)).toBeEnabled();
  await expect(topics.locator('.blog__count')).toHaveText(['2', '0', '1', '1', '1', '0']);
  await expect(active).toHaveCount(0);

  // The review's case: a topic chosen, then a search for the solar park, typed and sent by keyboard.
  await topic(de.blog.tags.hr).check();
  await expect(page).toHaveURL(/\/de\/blog\?tag=hr$/);
  const search = page.getByRole('searchbox', { name: de.blog.searchLabel });
  await search.fill('solar');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: de.blog.searchButton, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/blog\?tag=hr&q=solar$/);
  await expect(count).toHaveText('0 von 2 Beiträgen');
  // Whatever the scroll, the count names why: the topic and the words, each with a way to take it away.
  await expect(active.getByRole('button')).toHaveText([
    de.blog.topicChip.replace('{{name}}', de.blog.tags.hr),
    de.blog.searchChip.replace('{{query}}', 'solar'),
  ]);
  // In this search HR would show nothing, yet stays chosen and enabled; Trading would show the solar park.
  await expect(topic(de.blog.tags.hr)).toBeChecked();
  await expect(topic(de.blog.tags.hr)).toBeEnabled();
  await expect(topics.locator('.blog__count')).toHaveText(['1', '0', '1', '0', '1', '0']);
  await expect(
    page.getByTestId('news-categories').getByRole('radio', { name: new RegExp(`^${de.blog.categories.hr} `) }),
  ).toBeDisabled();

  await active
    .getByRole('button', {
      name: de.blog.removeFilter.replace('{{filter}}', de.blog.topicChip.replace('{{name}}', de.blog.tags.hr)),
    })
    .click();
  await expect(page).toHaveURL(/\/de\/blog\?q=solar$/);
  await expect(count).toHaveText('1 von 2 Beiträgen');
  await expect(page.getByTestId('news-list').getByRole('heading', { level: 2 })).toHaveText([
    'Unser erster Solarpark-Vertrag in Brandenburg',
  ]);
  await active.getByRole('button').click();
  await expect(page).toHaveURL(/\/de\/blog$/);
  await expect(search).toHaveValue('');
  await expect(count).toHaveText('2 von 2 Beiträgen');
  await expect(active).toHaveCount(0);
});

test('the list with filters in force, its feeds and an article pass axe (WCAG 2.2 AA) in both themes', async ({
  page,
}) => {
  for (const path of ['/de/blog?tag=hr&q=solar', '/blog', '/de/blog/solar-park-brandenburg']) {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, path);
    expect(await axeViolations(page), path).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await axeViolations(page, { rules: colourRules }), `${path} (dark)`).toEqual([]);
  }
});

test("an article's topics link to the list filtered by them", async ({ page }) => {
  await gotoHydrated(page, '/de/blog/solar-park-brandenburg');
  const tags = page.getByTestId('news-article').getByRole('region', { name: de.blog.tagsHeading });
  await expect(tags.getByRole('link')).toHaveText([de.blog.tags.trading, de.blog.tags.innovation]);
  await expect(tags.getByRole('link', { name: de.blog.tags.trading })).toHaveAttribute('href', '/de/blog?tag=trading');
  await tags.getByRole('link', { name: de.blog.tags.innovation }).click();
  await expect(page).toHaveURL(/\/de\/blog\?tag=innovation$/);
  await expect(
    page.getByTestId('news-tags').getByRole('radio', { name: new RegExp(`^${de.blog.tags.innovation} `) }),
  ).toBeChecked();
  await expect(page.getByTestId('news-list').getByRole('heading', { level: 2 })).toHaveText([
    'Unser erster Solarpark-Vertrag in Brandenburg',
  ]);
  await expect(page.getByTestId('news-active-filters').getByRole('button')).toHaveText([
    de.blog.topicChip.replace('{{name}}', de.blog.tags.innovation),
  ]);
});

test('the feeds are explained, their addresses written out and copied into a reader with a button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/blog');
  const feeds = page.getByTestId('news-feeds');
  await expect(feeds.getByRole('heading', { level: 2 })).toHaveText(en.blog.subscribeHeading);
  await expect(feeds.getByText(en.blog.subscribeText)).toBeVisible();
  const addresses = await feeds.locator('code').allTextContents();
  expect(addresses).toHaveLength(2);
  expect(addresses.map((address) => new URL(address).pathname)).toEqual(['/blog/rss.xml', '/blog/atom.xml']);
  await expect(feeds.getByRole('link', { name: en.blog.rssFeed })).toHaveAttribute('type', 'application/rss+xml');
  await feeds.getByRole('button', { name: en.blog.copyFeedAddress.replace('{{feed}}', en.blog.atomFeed) }).click();
  await expect(feeds.getByRole('status')).toHaveText(en.blog.addressCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(addresses[1]);
});

test('an article is shared as an article, with its own picture, also after a navigation to it', async ({
  page,
  request,
}) => {
  const meta = (property: string) => page.locator(`meta[property="${property}"]`);
  await gotoHydrated(page, '/blog');
  await expect(meta('og:type')).toHaveAttribute('content', 'website');
  await page
    .getByTestId('news-list')
    .getByRole('link', { name: 'Our first solar park contract in Brandenburg' })
    .click();
  await expect(page).toHaveURL(/\/blog\/solar-park-brandenburg$/);
  await expect(meta('og:type')).toHaveAttribute('content', 'article');
  await expect(meta('og:type')).toHaveCount(1);
  await expect(meta('article:published_time')).toHaveAttribute('content', '2026-10-14T12:00:00+02:00');
  const image = await meta('og:image').getAttribute('content');
  expect(new URL(image ?? '').pathname).toBe('/og/en/blog-solar-park-brandenburg.png');
  const picture = await request.get(new URL(image ?? '').pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  // Not the news list's picture: the article's own, with its headline.
  const listPicture = await request.get('/og/en/blog.png');
  expect((await picture.body()).equals(await listPicture.body())).toBe(false);
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
