/**
 * The careers pages with the sample job openings (tests/fixtures/content), as the server renders them: the
 * list with each opening's facts in the language's words and number format, the opening's page with its
 * facts, description, breadcrumbs, Apply link and JobPosting. Without openings, companyRender.test.ts sees
 * the specification's notice.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { company } from '../../src/content/company';
import { allMessages } from '../../src/i18n/allMessages';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { routes, routeLocales } from '../../src/routes/routes';
import { siteOrigin } from '../../src/routes/siteOrigin';
import { closedJobSlug, openJobSlug } from './support/jobFixtures';
import { linkNamed, render, texts, type RenderedPage } from './support/renderedPage';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

const expected: Record<Locale, { title: string; type: string; pay: string } | undefined> = {
  en: { title: 'IT support specialist (m/f/d)', type: 'Full-time', pay: '€42,000 – €52,000 gross a year' },
  de: { title: 'IT-Supporter (m/w/d)', type: 'Vollzeit', pay: '42.000–52.000\u00a0€ brutto im Jahr' },
  // The sample has no Turkish file: /tr/careers lists the English opening, marked as English (issue 54, item 5).
  tr: undefined,
};

const careers = routes.find((route) => route.id === 'careers');
const job = routes.find((route) => route.entry?.collection === 'jobs' && route.entry.slug === openJobSlug);
const pages = new Map<string, RenderedPage>();

beforeAll(async () => {
  if (!careers || !job) throw new Error('the careers route or the sample job is missing');
  const rendered = await Promise.all([
    ...locales.map((locale) => render(careers, locale)),
    ...routeLocales(job).map((locale) => render(job, locale)),
  ]);
  for (const page of rendered) pages.set(page.url, page);
}, 60_000);

/** The language marker after the first card's title ("in English"), or null where the card is in the page's language. */
const card0Language = (cards: NodeListOf<Element>): Element | null =>
  cards[0]?.querySelector('.job-card__language') ?? null;

const main = (url: string): Element => {
  const found = pages.get(url)?.document.querySelector('main');
  if (!found) throw new Error(`not rendered: ${url}`);
  return found;
};
const text = (element: Element | null | undefined): string => (element ? (texts([element])[0] ?? '') : '');

/** The page's JSON-LD objects of one type. */
function jsonLd(url: string, type: string): Record<string, unknown>[] {
  const scripts = pages.get(url)?.document.querySelectorAll('script[type="application/ld+json"]') ?? [];
  return [...scripts]
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
    .filter((data) => data['@type'] === type);
}

describe('the careers pages with job openings', () => {
  it('describe themselves, in each language, as listing open positions (copy review C5)', () => {
    for (const locale of locales) {
      const head = pages.get(localizePath('/careers', locale))?.document.querySelector('meta[name="description"]');
      expect(head?.getAttribute('content')).toBe(allMessages[locale].careers.listDescription);
    }
  });

  it('build a page only for the open job, in the languages it has a file for', () => {
    expect(routes.some((route) => route.entry?.slug === closedJobSlug)).toBe(false);
    expect(job && routeLocales(job)).toEqual(['en', 'de']);
  });

  for (const locale of locales) {
    const copy = allMessages[locale].careers;
    const want = expected[locale];
    const listUrl = localizePath('/careers', locale);

    it(`/careers (${locale}) lists ${want ? 'the open job with its title, location, type, pay and remote' : 'the open job in English, marked and linked as such'}`, () => {
      const page = main(listUrl);
      const cards = page.querySelectorAll('[data-testid="job-list"] > li');
      if (!want) {
        expect(texts(page.querySelectorAll('h2'))).not.toContain(copy.noPositionsHeading);
        expect(cards).toHaveLength(1);
        const link = linkNamed(cards[0] ?? page, expected.en?.title ?? '');
        expect(link?.getAttribute('href')).toBe(`/careers/${openJobSlug}`);
        expect(link?.getAttribute('hreflang')).toBe('en');
        expect(link?.getAttribute('lang')).toBe('en');
        expect(texts(cards[0]?.querySelectorAll('h3') ?? [])).toEqual([
          `${expected.en?.title ?? ''} (${copy.inLanguage.en})`,
        ]);
        expect(texts(cards[0]?.querySelectorAll('.job-card__facts > li') ?? [])[1]).toBe(
          copy.employmentTypes.FULL_TIME,
        );
        return;
      }
      expect(card0Language(cards)).toBeNull();
      expect(texts(page.querySelectorAll('h2'))).not.toContain(copy.noPositionsHeading);
      expect(texts(page.querySelectorAll('h2'))).toContain(copy.openHeading);
      expect(cards).toHaveLength(1);
      const card = cards[0];
      expect(linkNamed(card ?? page, want.title)?.getAttribute('href')).toBe(
        localizePath(`/careers/${openJobSlug}`, locale),
      );
      expect(texts(card?.querySelectorAll('.job-card__facts > li') ?? [])).toEqual([
        'Potsdam',
        want.type,
        want.pay,
        copy.remote,
      ]);
      expect(text(card)).not.toContain('FULL_TIME');
      expect(text(page)).not.toContain('Energy trader');
    });

    if (!want) continue;
    const jobUrl = localizePath(`/careers/${openJobSlug}`, locale);

    it(`/careers/${openJobSlug} (${locale}): facts, description, breadcrumbs, Apply and back`, () => {
      const page = main(jobUrl);
      expect(texts(page.querySelectorAll('h1'))).toEqual([want.title]);
      const facts = texts(page.querySelectorAll('[data-testid="job-facts"] dd'));
      expect(facts.slice(0, 3)).toEqual([`Potsdam · ${copy.remote}`, want.type, want.pay]);
      expect(facts[4]).toBe(locale === 'de' ? '31. Dezember 2099' : '31 December 2099');
      // The Markdown's "## Your tasks" (below the title: h2 or h3, as build/collections/markdown.ts shifts them).
      expect(texts(page.querySelectorAll('.prose h2, .prose h3'))).toHaveLength(2);
      expect(linkNamed(page, copy.apply)?.getAttribute('href')).toBe(`${listUrl}?job=${openJobSlug}#application-form`);
      expect(linkNamed(page, copy.backToList)?.getAttribute('href')).toBe(listUrl);
      const trail = pages.get(jobUrl)?.document.querySelector('nav.breadcrumbs');
      expect(texts(trail?.querySelectorAll('li') ?? []).at(-1)).toBe(want.title);
    });

    it(`/careers/${openJobSlug} (${locale}): JobPosting with Google's required and recommended properties`, () => {
      const [posting, ...more] = jsonLd(jobUrl, 'JobPosting');
      expect(more).toEqual([]);
      // Google for Jobs requires datePosted, description, hiringOrganization, jobLocation and title.
      expect(posting).toMatchObject({
        '@context': 'https://schema.org',
        title: want.title,
        datePosted: '2026-11-01',
        validThrough: '2099-12-31T23:59:59+01:00',
        employmentType: 'FULL_TIME',
        hiringOrganization: {
          '@type': 'Organization',
          name: company.name,
          sameAs: siteOrigin,
          logo: `${siteOrigin}/logo.svg`,
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Potsdam',
            addressCountry: 'DE',
            postalCode: company.address.postalCode,
          },
        },
        directApply: true,
        identifier: { '@type': 'PropertyValue', name: company.name, value: openJobSlug },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: 'EUR',
          value: { '@type': 'QuantitativeValue', minValue: 42000, maxValue: 52000, unitText: 'YEAR' },
        },
      });
      // "On site and remotely" is hybrid: TELECOMMUTE is for fully remote jobs; JobPosting has no inLanguage.
      expect(posting).not.toHaveProperty('jobLocationType');
      expect(posting).not.toHaveProperty('applicantLocationRequirements');
      expect(posting).not.toHaveProperty('inLanguage');
      expect(posting?.description).toMatch(/^<h[23]>.*<li>.*<\/ul>\s*$/s);
      expect(jsonLd(listUrl, 'JobPosting')).toEqual([]);
    });
  }
});
