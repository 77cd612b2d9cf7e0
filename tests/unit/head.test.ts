import { describe, expect, it } from 'vitest';
import { headData, pageHeadTags, type HeadData } from '../../src/routes/head';

/** The tags a link preview reads: the page's URL, its picture and the card. */
const shareTags = (head: HeadData) =>
  pageHeadTags(head).filter(({ attributes }) =>
    /^(og:url|og:image|twitter:)/.test(attributes.property ?? attributes.name ?? ''),
  );
import { matchRoute, notFoundRoute, type RouteDef } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';
import { company } from '../../src/content/company';
import { allMessages } from '../../src/i18n/allMessages';
import { createTranslator } from '../../src/i18n/translator';
import { robotsTxt, sitemapXml } from '../../src/build/sitemap';

const { de, en } = allMessages;

const route = (path: string): RouteDef => {
  const found = matchRoute(path);
  if (!found) throw new Error(path);
  return found;
};

describe('page head', () => {
  it("titles service pages '{service name} – {company name}', with the en dash every title uses (review N16)", () => {
    expect(headData(route('/services/it'), 'en', createTranslator('en', en).t).title).toBe(
      `IT Services – ${company.name}`,
    );
    expect(headData(route('/energy-trading'), 'de', createTranslator('de', de).t).title).toBe(
      `${de.services.energy.name} – ${company.name}`,
    );
  });

  it('points the canonical of a twin at its /services page, in the same language', () => {
    const head = headData(route('/hr-services'), 'de', createTranslator('de', de).t);
    expect(head.canonical).toBe(`${siteOrigin}/de/services/hr`);
  });

  it('lists hreflang alternates for en, de, tr and x-default', () => {
    const head = headData(route('/about'), 'en', createTranslator('en', en).t);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: `${siteOrigin}/about` },
      { hreflang: 'de', href: `${siteOrigin}/de/about` },
      { hreflang: 'tr', href: `${siteOrigin}/tr/about` },
      { hreflang: 'x-default', href: `${siteOrigin}/about` },
    ]);
  });

  it('keeps the 404 page out of the index, without canonical or alternates', () => {
    const head = headData(notFoundRoute, 'en', createTranslator('en', en).t);
    expect(head).toMatchObject({ robots: 'noindex, follow', canonical: null, alternates: [] });
    expect(head.title).toContain('404 – Page not found');
  });

  it('gives the 404 page no share picture, URL or card: it is noindex and has no address of its own', () => {
    const head = headData(notFoundRoute, 'en', createTranslator('en', en).t);
    expect(head.image).toBeNull();
    expect(shareTags(head)).toEqual([]);
  });

  it('shares a twin with its canonical page’s picture, URL and words', () => {
    const { t } = createTranslator('de', de);
    const twin = headData(route('/it-services'), 'de', t);
    const main = headData(route('/services/it'), 'de', t);
    expect(twin.image).toEqual(main.image);
    expect(main.image).toMatchObject({ url: `${siteOrigin}/og/de/services-it.png`, width: 1200, height: 630 });
    expect(shareTags(twin)).toEqual(shareTags(main));
    expect(main.image?.alt).toBe(
      `Logo von ${company.name}, der Schriftzug „${de.services.it.name}“ und der gepunktete Globus des Unternehmens`,
    );
  });
});

describe('sitemap and robots.txt', () => {
  const xml = sitemapXml();

  it('list every canonical page in every language with its alternates', () => {
    expect(xml).toContain(`<loc>${siteOrigin}/</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin}/tr/services/green-energy</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin}/de/services/research-development</loc>`);
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url?.slice(siteOrigin.length));
    expect(paths).toContain('/de/services/green-energy');
    expect(paths.filter((path) => path?.endsWith('/green-energy') && !path.includes('/services/'))).toEqual([]);
    expect(xml).toContain(`hreflang="x-default" href="${siteOrigin}/impressum"`);
    // The specification's 24 routes, the accessibility statement and the five places' pages, less the 7 twins
    // (canonical elsewhere), in 3 languages.
    expect(xml.match(/<url>/g)).toHaveLength((24 + 1 + 5 - 7) * 3);
    expect(xml).toContain(`<loc>${siteOrigin}/de/accessibility</loc>`);
    expect(xml).toContain(`<loc>${siteOrigin}/tr/places/azerbaijan</loc>`);
  });

  it('leave out twins whose canonical is elsewhere', () => {
    expect(xml).not.toContain('/it-services<');
  });

  it('point crawlers at the sitemap', () => {
    expect(robotsTxt()).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  });
});
