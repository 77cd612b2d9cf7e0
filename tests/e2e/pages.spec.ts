import { expect, test } from '@playwright/test';
import { dictionaries, locales, localizePath, notFoundMeta, pageCases } from './support/site';

/** The prerendered HTML, fetched without JavaScript: what crawlers and no-JS visitors get. */
function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

function decode(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

for (const page of pageCases) {
  test(`${page.url} answers 200 with its own head in ${page.locale}`, async ({ request }) => {
    const response = await request.get(page.url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(attribute(html, /<html lang="([^"]+)"/)).toBe(page.locale);
    expect(decode(attribute(head, /<title>([^<]*)<\/title>/) ?? '')).toBe(page.title);
    expect(decode(attribute(head, /<meta name="description" content="([^"]*)"/) ?? '')).toBe(page.description);
    expect(attribute(head, /<meta name="robots" content="([^"]*)"/)).toBe('index, follow');
    expect(attribute(head, /<link rel="canonical" href="([^"]*)"/)).toMatch(
      new RegExp(`${page.route.canonical === '/' ? '' : page.route.canonical.replace(/\//g, '\\/')}$`),
    );
    const hreflangs = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(hreflangs).toEqual(['en', 'de', 'tr', 'x-default']);
    expect(head).toContain('<meta name="theme-color" content="#3870c1"');
    expect(head).toContain('<meta name="revisit-after" content="7 days"');
    expect(head).toContain('"@type":"Organization"');
    // The content itself is in the HTML: readable without JavaScript.
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
  });
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
