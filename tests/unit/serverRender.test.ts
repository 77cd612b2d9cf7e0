/**
 * Every route of the route table in every language, rendered on the server by the prerender's own
 * function (build/renderPage.tsx) and read as a crawler or a visitor without JavaScript gets it: <html lang>,
 * the head (title, description, robots, canonical, hreflang), the one h1, the breadcrumbs, and every
 * internal link leading to a page of the route table in the right language. No build, no browser: what
 * needs either stays in tests/e2e.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePlaceIds } from '../../src/content/places';
import { pageTitleAndDescription } from '../../src/routes/pageMeta';
import { matchRoute, routes } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';
import { shareImageFile, shareImageWords } from '../../src/routes/shareImage';
import { allMessages } from '../../src/i18n/allMessages';
import type { Messages } from '../../src/i18n/dictionary';
import { isLocale, locales, localizePath, splitLocale, type Locale } from '../../src/i18n/locales';
import { weekdayNameWithIntl } from '../../src/i18n/intlFormat';
import { createTranslator } from '../../src/i18n/translator';
import { genericLinkTexts } from '../genericLinkTexts';
import { render, texts, type RenderedPage } from './support/renderedPage';

const { de, tr } = allMessages;
const routePaths = new Set(routes.map((route) => route.path));

const attribute = (document: Document, selector: string, name: string): string | null =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

/** The page a link leads to: its locale and its locale-free path, without query or fragment. */
const target = (href: string): { locale: Locale; path: string } => splitLocale(href.replace(/[?#].*$/, '') || '/');

/** The names the services overview gives its sub-services: the breadcrumbs' last entry on their pages. */
const subServiceNames = (messages: Messages): string[] =>
  Object.values(messages.overview.categories).flatMap((category) =>
    Object.values(category.subServices).map((sub) => sub.name),
  );

let pages: RenderedPage[] = [];
const page = (url: string): RenderedPage => {
  const found = pages.find((candidate) => candidate.url === url);
  if (!found) throw new Error(`no rendered page at ${url}`);
  return found;
};

beforeAll(async () => {
  pages = await Promise.all(locales.flatMap((locale) => routes.map((route) => render(route, locale))));
}, 120_000);

describe('every page rendered on the server, in every language', () => {
  it('prerenders the content of every part that hydrates on its own, never a Suspense fallback', () => {
    for (const { url, html } of pages) {
      // React marks a boundary it rendered complete <!--$-->, one that suspended and shows its fallback <!--$!-->
      // (or <!--$?--> while pending): such a part would be drawn by the browser, not hydrated.
      expect(html, url).not.toMatch(/<!--\$[!?]-->/);
      // The breadcrumbs, the page and the footer (components/HydrationPart.tsx), with the page inside its <main>.
      expect(html.match(/<!--\$-->/g)?.length ?? 0, url).toBeGreaterThanOrEqual(3);
      expect(html, url).toMatch(/<main id="main"[^>]*><!--\$--><(article|section|div)\b/);
    }
  });

  it('names its language on <html> and carries its own title, description, robots and canonical', () => {
    for (const { route, locale, url, document } of pages) {
      const { title, description } = pageTitleAndDescription(
        route,
        createTranslator(locale, allMessages[locale]).t,
        (day) => weekdayNameWithIntl(day, locale),
      );
      expect(attribute(document, 'html', 'lang'), url).toBe(locale);
      expect(attribute(document, 'html', 'dir'), url).toBe('ltr');
      expect(document.title, url).toBe(title);
      expect(attribute(document, 'meta[name="description"]', 'content'), url).toBe(description);
      expect(attribute(document, 'meta[name="robots"]', 'content'), url).toBe('index, follow');
      expect(attribute(document, 'link[rel="canonical"]', 'href'), url).toBe(
        `${siteOrigin}${localizePath(route.canonical, locale)}`,
      );
      expect(attribute(document, 'meta[name="theme-color"]', 'content'), url).toBe('#3870c1');
      expect(attribute(document, 'meta[name="revisit-after"]', 'content'), url).toBe('7 days');
      const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      );
      expect(
        structured.some((json) => json.includes('"@type":"Organization"')),
        url,
      ).toBe(true);
    }
  });

  it('tells search engines its breadcrumb trail as the page shows it, and home the website', () => {
    for (const { route, locale, url, document } of pages) {
      const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) =>
          JSON.parse(script.textContent) as {
            '@type': string;
            itemListElement?: { position: number; name: string; item: string }[];
          },
      );
      const trail = structured.find((entry) => entry['@type'] === 'BreadcrumbList');
      if (route.id === 'home') {
        expect(trail, url).toBeUndefined();
        expect(
          structured.find((entry) => entry['@type'] === 'WebSite'),
          url,
        ).toMatchObject({ url: `${siteOrigin}${localizePath('/', locale)}`, inLanguage: locale });
        continue;
      }
      const shown = [...document.querySelectorAll('nav.breadcrumbs li')].map((item) => ({
        name: item.textContent.trim(),
        href: item.querySelector('a')?.getAttribute('href') ?? localizePath(route.path, locale),
      }));
      expect(shown.length, url).toBeGreaterThan(1);
      expect(trail?.itemListElement, url).toEqual(
        shown.map(({ name, href }, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name,
          item: `${siteOrigin}${href}`,
        })),
      );
    }
  });

  it('shows a picture where it is shared: og:image under the site origin, its alt text, og:url as its canonical, a large card', () => {
    for (const { route, locale, url, document } of pages) {
      const meta = (key: string) => attribute(document, `meta[property="${key}"], meta[name="${key}"]`, 'content');
      const canonical = attribute(document, 'link[rel="canonical"]', 'href');
      expect(canonical, url).toBeTruthy();
      expect(meta('og:url'), url).toBe(canonical);
      const image = new URL(meta('og:image') ?? '', 'relative:/');
      expect(image.origin, url).toBe(new URL(siteOrigin).origin);
      expect(image.href, url).toBe(`${siteOrigin}/${shareImageFile(route.canonical, locale)}`);
      expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], url).toEqual([
        '1200',
        '630',
        'image/png',
      ]);
      // The alt text is the dictionary's, naming what the picture says: the page's heading.
      const { heading } = shareImageWords(route, createTranslator(locale, allMessages[locale]).t, locale);
      expect(meta('og:image:alt'), url).toContain(heading);
      expect(meta('twitter:card'), url).toBe('summary_large_image');
    }
  });

  it('lists its twins in every language and x-default as hreflang alternates', () => {
    for (const { route, url, document } of pages) {
      const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates, url).toEqual([
        ...locales.map((locale) => [locale, `${siteOrigin}${localizePath(route.canonical, locale)}`]),
        ['x-default', `${siteOrigin}${localizePath(route.canonical, 'en')}`],
      ]);
    }
  });

  it('has exactly one h1, with text, in its main content', () => {
    for (const { url, document } of pages) {
      const headings = document.querySelectorAll('h1');
      expect(headings.length, url).toBe(1);
      expect(texts(headings)[0], url).not.toBe('');
      expect(document.querySelector('main h1'), url).not.toBeNull();
    }
  });

  it('links only to pages of the route table, in its own language (language links in theirs)', () => {
    const wrong: string[] = [];
    let links = 0;
    for (const { locale, url, document } of pages) {
      for (const anchor of document.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href') ?? '';
        if (!href.startsWith('/')) continue;
        links += 1;
        const linkLocale = anchor.getAttribute('hreflang') ?? anchor.getAttribute('lang');
        const expectedLocale = linkLocale && isLocale(linkLocale) ? linkLocale : locale;
        const { locale: hrefLocale, path } = target(href);
        if (!routePaths.has(path) || hrefLocale !== expectedLocale) wrong.push(`${url} -> ${href}`);
      }
    }
    expect(links).toBeGreaterThan(4000);
    expect(wrong).toEqual([]);
  });

  it('names every link by where it goes, and no content link leads back to its own page', () => {
    const generic: string[] = [];
    const selfLinks: string[] = [];
    let contentLinks = 0;
    for (const { route, locale, url, document } of pages) {
      for (const anchor of document.querySelectorAll('a[href]')) {
        const text = anchor.textContent.replace(/\s+/g, ' ').trim().toLowerCase();
        if (genericLinkTexts.has(text)) generic.push(`${url}: "${text}" -> ${anchor.getAttribute('href') ?? ''}`);
      }
      for (const anchor of document.querySelectorAll('main a[href^="/"]')) {
        const href = anchor.getAttribute('href') ?? '';
        // A link to a section of the same page ("/#contact") is a jump within it, not a way back to it.
        if (href.includes('#')) continue;
        contentLinks += 1;
        const linked = target(href);
        if (matchRoute(linked.path)?.canonical === route.canonical && linked.locale === locale)
          selfLinks.push(`${url} -> ${href}`);
      }
    }
    expect(contentLinks).toBeGreaterThan(400);
    expect(generic).toEqual([]);
    expect(selfLinks).toEqual([]);
  });

  it('lists Careers in the header navigation, and home says "we are hiring" only while a job is published (none here)', () => {
    for (const { locale, url, document } of pages) {
      const navigation = document.querySelector(`nav[aria-label="${allMessages[locale].nav.label}"]`);
      expect(texts(navigation?.querySelectorAll('a') ?? []), url).toContain(allMessages[locale].nav.careers);
      expect(document.querySelector('[data-testid="hiring-line"]'), url).toBeNull();
      expect(texts(document.querySelectorAll('main a')), url).not.toContain(allMessages[locale].home.hiring);
    }
  });

  it('labels one control per label, the one its for= names (the W3C Nu checker reported /globe-demo)', () => {
    // HTML's labelable elements: a label holding two of them names both, which the validator refuses.
    const labelable = 'button, input:not([type="hidden"]), meter, output, progress, select, textarea';
    const wrong: string[] = [];
    let labels = 0;
    for (const { url, document } of pages) {
      for (const label of document.querySelectorAll('label')) {
        labels += 1;
        const controls = [...label.querySelectorAll(labelable)];
        const named = label.getAttribute('for');
        const forOther = named !== null && controls.some((control) => control.id !== named);
        if (controls.length > 1 || forOther) wrong.push(`${url}: ${label.outerHTML.slice(0, 120)}`);
      }
    }
    expect(labels).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

describe('the breadcrumbs, as rendered on the server', () => {
  const trail = (document: Document) => {
    const nav = document.querySelector('nav.breadcrumbs');
    return {
      nav,
      label: nav?.getAttribute('aria-label') ?? null,
      items: texts(nav?.querySelectorAll('li') ?? []),
      links: [...(nav?.querySelectorAll('a') ?? [])].map((link) => [texts([link])[0], link.getAttribute('href')]),
      current: texts(nav?.querySelectorAll('[aria-current="page"]') ?? []),
    };
  };

  it('are hidden on home, and elsewhere run from Home to the page, in the page language, linking pages only', () => {
    for (const { route, locale, url, document } of pages) {
      const messages = allMessages[locale];
      const crumbs = trail(document);
      const segments = route.path.split('/').filter(Boolean);
      if (segments.length === 0) {
        expect(crumbs.nav, url).toBeNull();
        continue;
      }
      expect(crumbs.label, url).toBe(messages.breadcrumbs.label);
      expect(crumbs.items, url).toHaveLength(segments.length + 1);
      expect(crumbs.links[0], url).toEqual([messages.breadcrumbs.home, localizePath('/', locale)]);
      expect(crumbs.current, url).toEqual([crumbs.items.at(-1)]);
      // Every crumb names its page in words of the dictionary, never in a slug made readable ("Ai ml").
      const words = new Set([
        ...Object.values(messages.breadcrumbs.segments),
        ...Object.values(messages.services).map((service) => service.name),
        ...subServiceNames(messages),
        ...sitePlaceIds.map((place) => messages.breadcrumbs.placeNames[place]),
      ]);
      for (const label of crumbs.items.slice(1)) expect(words.has(label), `${url}: "${label}"`).toBe(true);
      for (const [, href] of crumbs.links) {
        const linked = target(href ?? '');
        expect(routePaths.has(linked.path) && linked.locale === locale, `${url} -> ${href ?? ''}`).toBe(true);
      }
    }
  });

  it('show Home and one entry per segment, the last one not linked', () => {
    const crumbs = trail(page('/services/real-estate').document);
    expect(crumbs.items).toEqual(['Home', 'Services', 'Real Estate']);
    expect(crumbs.links).toEqual([
      ['Home', '/'],
      ['Services', '/services'],
    ]);
    expect(crumbs.current).toEqual(['Real Estate']);
  });

  it('are localised in German and Turkish, with blog labelled as news', () => {
    expect(trail(page('/de/blog').document).items).toEqual([de.breadcrumbs.home, de.breadcrumbs.segments.blog]);
    expect(trail(page('/tr/services/green-energy').document).items).toEqual([
      tr.breadcrumbs.home,
      tr.breadcrumbs.segments.services,
      tr.services.greenEnergy.name,
    ]);
  });

  it('name sub-services with the words of their cards, in every language', () => {
    expect(trail(page('/services/research-development/ai-ml').document).items).toEqual([
      'Home',
      'Services',
      'Research & Development',
      'AI and machine learning',
    ]);
    expect(trail(page('/de/services/hr/executive-search').document).items).toEqual([
      de.breadcrumbs.home,
      de.breadcrumbs.segments.services,
      de.services.hr.name,
      de.overview.categories.hr.subServices.executiveSearch.name,
    ]);
    const solar = trail(page('/tr/services/energy/solar').document).current;
    expect(solar).toEqual([tr.overview.categories.energy.subServices.solar.name]);
    expect(solar).not.toEqual(['Solar']);
  });
});
