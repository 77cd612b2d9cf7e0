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
