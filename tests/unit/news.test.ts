/**
 * The news with the sample content (tests/fixtures/content, mocked in as the build's virtual module):
 * routes, the list and its filters, the article page and its head, NewsArticle, the feeds and the sitemap,
 * rendered as the prerender renders them. The draft and the closed job are absent everywhere.
 */
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newsFeedsXml } from '../../src/build/feeds';
import { sitemapXml } from '../../src/build/sitemap';
import { entriesIn } from '../../src/content/collections';
import { company } from '../../src/content/company';
import { allMessages } from '../../src/i18n/allMessages';
import { createTranslator } from '../../src/i18n/translator';
import {
  categoryCounts,
  filterNews,
  newsFacets,
  newsFilterSearch,
  readNewsFilter,
} from '../../src/pages/blog/newsFilter';
import { matchRoute, routes, type RouteDef } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';
import { render, texts, type RenderedPage } from './support/renderedPage';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

const xml = new new Window().DOMParser();
const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** XML as a feed reader reads it. happy-dom's XML parser stops at CDATA: each section becomes the escaped text it stands for. */
const parseXml = (text: string): Document =>
  xml.parseFromString(
    text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => escapeXml(data)),
    'application/xml',
  ) as unknown as Document;
/** The sitemap's alternates (xhtml:link): by local name, as the namespace prefix hides them from selectors. */
const alternates = (entry: Element | undefined): Element[] =>
  [...(entry?.children ?? [])].filter((child) => child.localName === 'link');

const route = (path: string, locale: 'en' | 'de' | 'tr' = 'en'): RouteDef => {
  const found = matchRoute(path, locale);
  if (!found) throw new Error(`no route ${path} in ${locale}`);
  return found;
};

const jsonLd = (page: RenderedPage): Record<string, unknown>[] =>
  [...page.document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>[],
  );

const absent = ['quarterly-figures', 'energy-trader-2025'];

describe('news routes from the collection', () => {
  it('makes a page of each published article in the languages it has, and none of the draft', () => {
    const news = routes.filter((candidate) => candidate.entry?.collection === 'news');
    expect(news.map(({ path, locales }) => [path, locales])).toEqual([
      ['/blog/solar-park-brandenburg', ['en', 'de', 'tr']],
      ['/blog/ausbildung-2027', ['de']],
    ]);
    expect(matchRoute('/blog/ausbildung-2027', 'de')).toBeDefined();
    expect(matchRoute('/blog/ausbildung-2027', 'en')).toBeUndefined();
    for (const slug of absent) expect(routes.some((candidate) => candidate.path.endsWith(`/${slug}`))).toBe(false);
  });
});

describe('the list of articles', () => {
  let list: RenderedPage;
  let germanList: RenderedPage;
  beforeAll(async () => {
    [list, germanList] = await Promise.all([render(route('/blog'), 'en'), render(route('/blog', 'de'), 'de')]);
  }, 60_000);

  it('shows the articles of its language, newest first, with category, date, reading time and summary', () => {
    const cards = [...germanList.document.querySelectorAll('[data-testid="news-list"] > li')];
    expect(texts(cards.map((card) => card.querySelector('h2') as Element))).toEqual([
      'Ausbildungsplätze 2027 in Potsdam',
      'Unser erster Solarpark-Vertrag in Brandenburg',
    ]);
    expect(cards[0]?.querySelector('a')?.getAttribute('href')).toBe('/de/blog/ausbildung-2027');
    expect(cards[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-02');
    expect(texts([cards[0] as Element])[0]).toMatch(/Personal & Karriere.*2\. November 2026.*1\u00a0Min\. Lesezeit/);
    expect(texts(list.document.querySelectorAll('[data-testid="news-list"] h2'))).toEqual([
      'Our first solar park contract in Brandenburg',
    ]);
    expect(list.document.querySelector('[data-testid="blog-placeholders"]')).toBeNull();
  });

  it('counts each category for real, and links the feeds of its language in the head and the page', () => {
    const counts = texts(germanList.document.querySelectorAll('[data-testid="news-categories"] .blog__count'));
    expect(counts).toEqual(['2', '0', '1', '0', '1', '0']);
    const feeds = [...germanList.document.querySelectorAll('head link[rel="alternate"][type]')].map((link) => [
      link.getAttribute('type'),
      link.getAttribute('href'),
    ]);
    expect(feeds).toEqual([
      ['application/rss+xml', `${siteOrigin}/de/blog/rss.xml`],
      ['application/atom+xml', `${siteOrigin}/de/blog/atom.xml`],
    ]);
    expect(germanList.document.querySelector('a[href="/de/blog/atom.xml"]')).not.toBeNull();
    expect(germanList.document.title).toBe(`Aktuelles – ${germanList.document.title.split(' – ')[1] ?? ''}`);
    expect(germanList.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      allMessages.de.blog.listDescription,
    );
  });
});

describe('the filters', () => {
  const german = entriesIn('news', 'de');
  it('reads only known categories and tags from the URL and writes them back', () => {
    expect(readNewsFilter('?category=energy&tag=trading&q=%20solar%20')).toEqual({
      category: 'energy',
      tag: 'trading',
      query: 'solar',
    });
    expect(readNewsFilter('?category=sports&tag=<script>')).toEqual({ category: null, tag: null, query: '' });
    expect(newsFilterSearch({ category: 'hr', tag: null, query: 'a b' })).toBe('?category=hr&q=a+b');
  });

  it('filters by category, tag and words, accents aside', () => {
    const slugs = (search: string) =>
      filterNews(german, readNewsFilter(search), 'de-DE').map((article) => article.slug);
    expect(slugs('?category=hr')).toEqual(['ausbildung-2027']);
    expect(slugs('?tag=trading')).toEqual(['solar-park-brandenburg']);
    expect(slugs('?q=ausbildungsplatze')).toEqual(['ausbildung-2027']);
    expect(slugs('?category=hr&tag=trading')).toEqual([]);
    expect(categoryCounts(german)).toEqual({ it: 0, energy: 1, realEstate: 0, hr: 1, company: 0 });
  });

  it('counts each category and topic in the current search: what choosing it would show (issue 54)', () => {
    const facets = (search: string) => newsFacets(german, readNewsFilter(search), 'de-DE');
    const all = facets('');
    expect(all.tagTotal).toBe(2);
    expect(all.tags).toEqual({ it: 0, trading: 1, hr: 1, innovation: 1, digital: 0 });
    // A search for the solar park: only its category and topics count; the training's are 0 (disabled).
    const solar = facets('?q=solarpark');
    expect(solar.categoryTotal).toBe(1);
    expect(solar.categories).toMatchObject({ energy: 1, hr: 0 });
    expect(solar.tags).toMatchObject({ trading: 1, hr: 0 });
    // A topic chosen counts the categories within it, and the topics are counted as if none were chosen.
    const hr = facets('?tag=hr');
    expect(hr.categories).toMatchObject({ energy: 0, hr: 1 });
    expect(hr.categoryTotal).toBe(1);
    expect(hr.tags).toEqual(all.tags);
  });
});

describe('an article page', () => {
  let english: RenderedPage;
  let germanOnly: RenderedPage;
  beforeAll(async () => {
    [english, germanOnly] = await Promise.all([
      render(route('/blog/solar-park-brandenburg'), 'en'),
      render(route('/blog/ausbildung-2027', 'de'), 'de'),
    ]);
  }, 60_000);

  it('shows its title, facts and body, with breadcrumbs and a way back to the list', () => {
    const { document } = english;
    expect(texts(document.querySelectorAll('h1'))).toEqual(['Our first solar park contract in Brandenburg']);
    expect(texts(document.querySelectorAll('.breadcrumbs li'))).toEqual([
      'Home',
      'News',
      'Our first solar park contract in Brandenburg',
    ]);
    expect(document.querySelector('.breadcrumbs a[href="/blog"]')).not.toBeNull();
    expect(document.querySelector('main a.back-link')?.getAttribute('href')).toBe('/blog');
    expect(document.querySelector('.prose h2')?.textContent).toBe('What we do for the owner');
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-14');
    // Its topics link to the list filtered by each (real addresses, without scripts the list itself).
    expect([...document.querySelectorAll('.article__tags a')].map((link) => link.getAttribute('href'))).toEqual([
      '/blog?tag=trading',
      '/blog?tag=innovation',
    ]);
  });

  it('shows raw HTML of the Markdown as text: no script of the body runs', () => {
    const prose = english.document.querySelector('.prose');
    expect(prose?.querySelector('script')).toBeNull();
    expect(prose?.textContent).toContain("<script>alert('raw html is shown, never run')</script>");
  });

  it('names in its head the title, description, canonical and only the languages it has', () => {
    const hreflangs = (page: RenderedPage) =>
      [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
    expect(english.document.title).toMatch(/^Our first solar park contract in Brandenburg – /);
    expect(english.document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^We now market the power/,
    );
    expect(english.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteOrigin}/blog/solar-park-brandenburg`,
    );
    expect(hreflangs(english).map(([lang]) => lang)).toEqual(['en', 'de', 'tr', 'x-default']);
    expect(hreflangs(germanOnly)).toEqual([
      ['de', `${siteOrigin}/de/blog/ausbildung-2027`],
      ['x-default', `${siteOrigin}/de/blog/ausbildung-2027`],
    ]);
  });

  it('is shared as an article: og:type article with its times, and its own picture with its headline', () => {
    const meta = (page: RenderedPage, property: string) =>
      page.document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta(english, 'og:type')).toBe('article');
    expect(meta(english, 'article:published_time')).toBe('2026-10-14T12:00:00+02:00');
    expect(meta(english, 'article:modified_time')).toBe('2026-10-20T12:00:00+02:00');
    expect(meta(english, 'og:image')).toBe(`${siteOrigin}/og/en/blog-solar-park-brandenburg.png`);
    expect(meta(english, 'og:image:alt')).toContain('Our first solar park contract in Brandenburg');
    expect(meta(germanOnly, 'og:image')).toBe(`${siteOrigin}/og/de/blog-ausbildung-2027.png`);
    expect(english.document.querySelectorAll('meta[property="og:type"]')).toHaveLength(1);
  });

  it('links the language menu to the list where the article has no translation', () => {
    const menuLinks = [...germanOnly.document.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href'));
    expect(menuLinks).toContain('/blog');
    expect(menuLinks).toContain('/tr/blog');
    expect(menuLinks).toContain('/de/blog/ausbildung-2027');
    expect(menuLinks).not.toContain('/blog/ausbildung-2027');
  });

  it('carries a NewsArticle with the properties schema.org and search engines require', () => {
    const article = jsonLd(english).find((item) => item['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Our first solar park contract in Brandenburg',
      // Noon in Potsdam, with the offset of the day (summer time in October).
      datePublished: '2026-10-14T12:00:00+02:00',
      dateModified: '2026-10-20T12:00:00+02:00',
      inLanguage: 'en',
      url: `${siteOrigin}/blog/solar-park-brandenburg`,
      publisher: {
        '@type': 'Organization',
        name: company.name,
        url: siteOrigin,
        logo: { '@type': 'ImageObject', url: `${siteOrigin}/logo.svg` },
      },
      author: { '@type': 'Organization', name: company.name, url: siteOrigin },
      // The article's own picture, with its headline: not the news list's.
      image: [`${siteOrigin}/og/en/blog-solar-park-brandenburg.png`],
    });
    expect(jsonLd(germanOnly).find((item) => item['@type'] === 'NewsArticle')).toMatchObject({
      // Winter time in November.
      datePublished: '2026-11-02T12:00:00+01:00',
      image: [`${siteOrigin}/og/de/blog-ausbildung-2027.png`],
    });
    expect(jsonLd(english).find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1 },
        { position: 2, item: `${siteOrigin}/blog` },
        { position: 3, name: 'Our first solar park contract in Brandenburg' },
      ],
    });
  });
});

describe('the feeds', () => {
  const feeds = (locale: 'en' | 'de' | 'tr') => {
    const result = newsFeedsXml(locale, createTranslator(locale, allMessages[locale]).t);
    if (!result) throw new Error(`no feeds in ${locale}`);
    return { rss: parseXml(result.rss), atom: parseXml(result.atom) };
  };

  it('give each language an RSS 2.0 feed of its articles, newest first, with links, days and summaries', () => {
    const { rss } = feeds('de');
    expect(rss.documentElement.getAttribute('version')).toBe('2.0');
    expect(rss.querySelector('channel > title')?.textContent).toMatch(/^Aktuelles – /);
    expect(rss.querySelector('channel > language')?.textContent).toBe('de-DE');
    const items = [...rss.querySelectorAll('item')];
    expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual([
      `${siteOrigin}/de/blog/ausbildung-2027`,
      `${siteOrigin}/de/blog/solar-park-brandenburg`,
    ]);
    expect(items[0]?.querySelector('description')?.textContent).toMatch(/^Zum 1\. August 2027/);
    expect(new Date(items[0]?.querySelector('pubDate')?.textContent ?? '').toISOString().slice(0, 10)).toBe(
      '2026-11-02',
    );
  });

  it('and an Atom feed with the same entries', () => {
    const { atom } = feeds('en');
    expect(atom.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
    const entries = [...atom.querySelectorAll('entry')];
    expect(entries.map((entry) => entry.querySelector('link')?.getAttribute('href'))).toEqual([
      `${siteOrigin}/blog/solar-park-brandenburg`,
    ]);
    expect(entries[0]?.querySelector('updated')?.textContent).toMatch(/^2026-10-20/);
    expect(atom.querySelector('feed > link[rel="self"]')?.getAttribute('href')).toBe(`${siteOrigin}/blog/atom.xml`);
  });

  it('stay valid XML for any title: control characters dropped, ]]> kept as text (with a zero-width space), Atom titles plain text', () => {
    const [article] = entriesIn('news', 'en');
    if (!article) throw new Error('no English article in the fixture');
    const hostile = { ...article, title: 'Solar ]]> park\u0001\u001f done <b>', summary: 'Sum\u0002mary ]]> end' };
    const result = newsFeedsXml('en', createTranslator('en', allMessages.en).t, [hostile]);
    if (!result) throw new Error('no feeds');
    // XML 1.0's characters only (Char production): no C0 control but tab, line feed and carriage return.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
    for (const text of [result.rss, result.atom]) expect(text).not.toMatch(notXml);
    const rss = parseXml(result.rss);
    expect(rss.querySelector('item > title')?.textContent).toBe('Solar ]]\u200B> park done <b>');
    expect(rss.querySelector('item > description')?.textContent).toBe('Summary ]]\u200B> end');
    const atom = parseXml(result.atom);
    expect(atom.querySelector('entry > title')?.getAttribute('type')).toBe('text');
    expect(atom.querySelector('entry > summary')?.getAttribute('type')).toBe('text');
    expect(atom.querySelector('entry > title')?.textContent).toBe('Solar ]]\u200B> park done <b>');
  });

  it('stay well-formed with ]]> written more than once in a title or a summary: no element gets in', () => {
    const [article] = entriesIn('news', 'en');
    if (!article) throw new Error('no English article in the fixture');
    const title = 'T ]]>A]]><evil-title/> <img src=x onerror=alert(1)>';
    const summary = 'S ]]>]]>]]> end';
    const result = newsFeedsXml('en', createTranslator('en', allMessages.en).t, [{ ...article, title, summary }]);
    if (!result) throw new Error('no feeds');
    // What a reader shows: the text as written (the zero-width space that keeps CDATA open is invisible).
    const shown = (element: Element | null | undefined) => element?.textContent.replaceAll('\u200B', '');
    for (const [format, text] of Object.entries(result)) {
      const document = parseXml(text);
      expect(document.querySelector('parsererror'), format).toBeNull();
      expect(document.querySelector('evil-title, img'), format).toBeNull();
      expect(shown(document.querySelector('item > title, entry > title')), format).toBe(title);
      expect(shown(document.querySelector('item > description, entry > summary')), format).toBe(summary);
    }
  });

  it('leave out the draft', () => {
    for (const locale of ['en', 'de', 'tr'] as const) {
      const result = newsFeedsXml(locale, createTranslator(locale, allMessages[locale]).t);
      for (const slug of absent) expect(`${result?.rss ?? ''}${result?.atom ?? ''}`).not.toContain(slug);
    }
  });
});

describe('the sitemap', () => {
  const sitemap = parseXml(sitemapXml());
  const url = (loc: string) =>
    [...sitemap.querySelectorAll('url')].find((entry) => entry.querySelector('loc')?.textContent === loc);

  it('lists each article in each of its languages, with the day it last changed and its alternates', () => {
    const english = url(`${siteOrigin}/blog/solar-park-brandenburg`);
    expect(english?.querySelector('lastmod')?.textContent).toBe('2026-10-20');
    expect(alternates(english)).toHaveLength(4);
    const german = url(`${siteOrigin}/de/blog/ausbildung-2027`);
    expect(german?.querySelector('lastmod')?.textContent).toBe('2026-11-02');
    expect(alternates(german).map((link) => link.getAttribute('hreflang'))).toEqual(['de', 'x-default']);
    expect(url(`${siteOrigin}/blog/ausbildung-2027`)).toBeUndefined();
    expect(url(`${siteOrigin}/blog`)?.querySelector('lastmod')).toBeNull();
  });

  it('leaves out the draft and the closed job', () => {
    for (const slug of absent) expect(sitemapXml()).not.toContain(slug);
  });
});
