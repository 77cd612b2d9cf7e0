import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { PageManifest } from '../../src/routes/pageManifest';
import { dictionaries, locales, localizePath, notFoundMeta, pageCases } from './support/site';

/**
 * What the build wrote and the server answers. That every route answers 200 with its own page is checked in
 * process (unit/server.test.ts), and the pages' content as rendered (head, hreflang, h1, links, breadcrumbs) without
 * a server or a browser (unit/serverRender.test.ts, with the prerender's own render function): here, only that the
 * build wrote that page for every route in every language, read from dist as the server reads it.
 */
test('the build wrote every route in every language as its own prerendered page', () => {
  const pagesDir = new URL('../../dist/pages/', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('pages.json', pagesDir), 'utf8')) as PageManifest;
  expect(Object.keys(manifest.pages).sort()).toEqual(pageCases.map((page) => page.url).sort());
  const wrong: string[] = [];
  for (const page of pageCases) {
    const html = readFileSync(new URL(manifest.pages[page.url] ?? '', pagesDir), 'utf8');
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (lang !== page.locale || decode(title ?? '') !== page.title)
      wrong.push(`${page.url}: ${lang ?? '-'} ${title ?? '-'}`);
  }
  expect(wrong).toEqual([]);
});

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

for (const locale of locales) {
  test(`unknown paths answer 404 with the ${locale} 404 page`, async ({ request }) => {
    const response = await request.get(localizePath('/this/does-not-exist', locale));
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<title>${notFoundMeta(locale).title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(dictionaries[locale].notFound.text);
  });
}

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('hreflang="x-default"');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
});

test('security.txt names whom to write to, until a date within the year', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fields = new Map(
    (await response.text())
      .trim()
      .split('\n')
      .map((line): [string, string] => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
  );
  expect(fields.get('Contact')).toMatch(/^(mailto:|https:)/);
  const expiresInDays = (Date.parse(fields.get('Expires') ?? '') - Date.now()) / (24 * 3600 * 1000);
  expect(expiresInDays).toBeGreaterThan(300);
  expect(expiresInDays).toBeLessThanOrEqual(365);
});
