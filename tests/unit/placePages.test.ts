/**
 * The places' pages (one per place of content/places.ts, /places/<id> in each language) rendered as the prerender
 * renders them and read as a crawler reads them: their own title, description, canonical and hreflang, a share
 * picture of their own, the structured data that is true of each (the head office a LocalBusiness with its office
 * hours, a market the real estate Service with the area it serves), a trail whose middle entry links nowhere, the
 * contact link that names the place, the globe's text twin, and the sitemap listing them all.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/build/sitemap';
import { company } from '../../src/content/company';
import { globeMarkers } from '../../src/globe/markers';
import { sitePlaceIds, type PlaceId } from '../../src/content/places';
import { allMessages } from '../../src/i18n/allMessages';
import { locales, localizePath, type Locale } from '../../src/i18n/locales';
import { placeRouteId, routeById } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';
import { render, texts, type RenderedPage } from './support/renderedPage';

const rendered = new Map<string, RenderedPage>();
const pageOf = (place: PlaceId, locale: Locale): RenderedPage => {
  const found = rendered.get(`${locale}:${place}`);
  if (!found) throw new Error(`no page of ${place} in ${locale}`);
  return found;
};
const cases = locales.flatMap((locale) => sitePlaceIds.map((place) => [place, locale] as const));

beforeAll(async () => {
  for (const [place, locale] of cases)
    rendered.set(`${locale}:${place}`, await render(routeById(placeRouteId(place)), locale));
}, 120_000);

const meta = (document: Document, selector: string, name = 'content'): string | null =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

function structured(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

describe.each(cases)('the page of %s in %s', (place, locale) => {
  const words = allMessages[locale].placePages[place];
  const url = localizePath(`/places/${place}`, locale);

  it('lives at an address ending in the place, with its own heading, title, description and canonical', () => {
    const { document, url: rendered } = pageOf(place, locale);
    expect(rendered).toBe(url);
    expect(texts(document.querySelectorAll('h1'))).toEqual([words.heading]);
    expect(document.title).toBe(`${words.heading} – ${company.name}`);
    expect(meta(document, 'meta[name="description"]')).toBe(words.summary);
    expect(meta(document, 'link[rel="canonical"]', 'href')).toBe(`${siteOrigin}${url}`);
    expect(meta(document, 'meta[name="robots"]')).toBe('index, follow');
  });

  it('names its versions in the three languages and x-default, and shares a picture of its own', () => {
    const { document } = pageOf(place, locale);
    const alternates = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${siteOrigin}/places/${place}`],
      ['de', `${siteOrigin}/de/places/${place}`],
      ['tr', `${siteOrigin}/tr/places/${place}`],
      ['x-default', `${siteOrigin}/places/${place}`],
    ]);
    expect(meta(document, 'meta[property="og:image"]')).toBe(`${siteOrigin}/og/${locale}/places-${place}.png`);
    expect(meta(document, 'meta[property="og:image:alt"]')).toContain(words.heading);
  });

  it('tells search engines what is true of it: the head office, or the real estate service and where', () => {
    const data = structured(pageOf(place, locale).document);
    const pageUrl = `${siteOrigin}${url}`;
    if (place === 'potsdam') {
      const office = data.find((item) => item['@type'] === 'LocalBusiness');
      expect(office).toMatchObject({
        name: company.name,
        url: pageUrl,
        address: { addressLocality: company.address.city },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
          { dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
        ],
      });
    } else {
      const service = data.find((item) => item['@type'] === 'Service' && item['url'] === pageUrl);
      expect(service).toMatchObject({
        name: words.heading,
        serviceType: allMessages[locale].services.realEstate.name,
        provider: { '@id': `${siteOrigin}/#organization` },
        areaServed: { '@type': place === 'dubai' ? 'City' : 'Country' },
      });
    }
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList') as
      { itemListElement: { name: string; item: string }[] } | undefined;
    // The section has no page of its own: its entry names the page itself, never an address that answers 404.
    expect(trail?.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      [allMessages[locale].breadcrumbs.home, `${siteOrigin}${localizePath('/', locale)}`],
      [allMessages[locale].breadcrumbs.segments.places, pageUrl],
      [allMessages[locale].breadcrumbs.placeNames[place], pageUrl],
    ]);
  });

  it('shows the trail Home › Where we work › the place, the section unlinked', () => {
    const { document } = pageOf(place, locale);
    const crumbs = [...document.querySelectorAll('nav.breadcrumbs li')];
    expect(texts(crumbs)).toEqual([
      allMessages[locale].breadcrumbs.home,
      allMessages[locale].breadcrumbs.segments.places,
      allMessages[locale].breadcrumbs.placeNames[place],
    ]);
    expect(crumbs.map((crumb) => crumb.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
      localizePath('/', locale),
      null,
      null,
    ]);
  });

  it('links to the contact form about this place, and lists every place in the globe’s twin, itself unlinked', () => {
    const { document } = pageOf(place, locale);
    const contact = [...document.querySelectorAll('main a')].find((link) =>
      link.getAttribute('href')?.startsWith(localizePath('/contact', locale)),
    );
    expect(contact?.getAttribute('href')).toBe(`${localizePath('/contact', locale)}?place=${place}`);
    const twin = document.querySelector('figure[data-testid="globe-twin"]');
    expect(twin?.querySelector('figcaption')?.textContent).toContain(words.globe);
    expect(texts(twin?.querySelectorAll('li') ?? [])).toEqual(
      sitePlaceIds.map((id) => allMessages[locale].placePages[id].twin),
    );
    expect([...(twin?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual(
      sitePlaceIds.filter((id) => id !== place).map((id) => localizePath(`/places/${id}`, locale)),
    );
    expect(twin?.querySelector('[aria-current="page"]')?.textContent).toBe(words.twin);
  });

  it('gives the head office’s working hours without a script; the hour itself is the visitor’s clock’s', () => {
    const { document } = pageOf(place, locale);
    const clock = document.querySelector('[data-testid="place-clock"]');
    expect(clock?.querySelector('h2')?.textContent).toBe(words.clockHeading);
    expect(texts(clock?.querySelectorAll('.place-hours dd') ?? []).map((text) => text.replace(/\u00a0/g, ''))).toEqual([
      allMessages[locale].placePages.clock.range.replace('{{open}}', '09:00').replace('{{close}}', '18:00'),
      allMessages[locale].placePages.clock.range.replace('{{open}}', '10:00').replace('{{close}}', '14:00'),
      allMessages[locale].placePages.clock.closed,
    ]);
    expect(clock?.querySelector('[data-testid="place-time"]')).toBeNull();
  });
});

describe('the home page', () => {
  it.each(locales)('(%s) carries the globe’s text twin: every place, each a link to its page', async (locale) => {
    const { document } = await render(routeById('home'), locale);
    const twin = document.querySelector('main figure[data-testid="globe-twin"]');
    expect(twin?.querySelector('figcaption p')?.textContent).toBe(allMessages[locale].places.twin);
    expect(
      [...(twin?.querySelectorAll('a') ?? [])].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(
      sitePlaceIds.map((place) => [
        allMessages[locale].places.cards[place].place,
        localizePath(`/places/${place}`, locale),
      ]),
    );
    // The markers are the same links on screen: the twin's stay out of the tab order.
    expect([...(twin?.querySelectorAll('a') ?? [])].every((link) => link.getAttribute('tabindex') === '-1')).toBe(true);
  });

  it('marks each place on the globe with a link to its page (the Gulf’s, Dubai and Qatar, to Dubai’s)', () => {
    // The markers are drawn once the globe runs (never prerendered): their links, as the table names them.
    expect(globeMarkers.map((marker) => [marker.id, marker.route])).toEqual([
      ['potsdam', 'place:potsdam'],
      ['turkey', 'place:turkey'],
      ['azerbaijan', 'place:azerbaijan'],
      ['gulf', 'place:dubai'],
    ]);
  });
});

describe('the sitemap', () => {
  it('lists every place’s page in every language, each with its alternates', () => {
    const xml = sitemapXml();
    for (const place of sitePlaceIds) {
      for (const locale of locales) {
        const entry = xml
          .split('<url>')
          .find((block) => block.includes(`<loc>${siteOrigin}${localizePath(`/places/${place}`, locale)}</loc>`));
        expect(entry, `${place} ${locale}`).toBeDefined();
        for (const alternate of locales)
          expect(entry).toContain(
            `hreflang="${alternate}" href="${siteOrigin}${localizePath(`/places/${place}`, alternate)}"`,
          );
      }
    }
  });
});
