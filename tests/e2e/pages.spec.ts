import { expect, test } from '@playwright/test';
import { dictionaries, locales, localizePath, notFoundMeta, pageCases } from './support/site';

/**
 * What the server answers. The pages' content as rendered (head, hreflang, h1, links, breadcrumbs) is checked
 * without a server or a browser in tests/unit/serverRender.test.ts, with the prerender's own render function.
 */
test('every route answers 200 in every language with its own prerendered page', async ({ request }) => {
  test.setTimeout(120_000);
  const wrong: string[] = [];
  for (const page of pageCases) {
    const response = await request.get(page.url, { maxRedirects: 0 });
    const html = await response.text();
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (response.status() !== 200 || lang !== page.locale || decode(title ?? '') !== page.title) {
      wrong.push(`${page.url}: ${response.status()} ${lang ?? '-'} ${title ?? '-'}`);
    }
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
