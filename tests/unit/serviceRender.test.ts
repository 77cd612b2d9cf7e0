/**
 * What a visitor reads on home and the service pages, in each language, as the server renders it (moved from
 * the browser suite: none of it needs a browser; hydration.spec.ts checks hydration keeps these elements).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { homeStats } from '../../src/content/homeStats';
import { greenEnergyVariant } from '../../src/content/services/greenEnergyVariant';
import { servicePageId, servicePages, type ServicePageId } from '../../src/content/services/pages';
import { allMessages } from '../../src/i18n/allMessages';
import { formatFigureWithIntl } from '../../src/i18n/intlFigures';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { pageCopy } from '../../src/pages/service/pageCopy';
import { routes, serviceSlugs, type ServiceCategory } from '../../src/routes/routes';
import { genericLinkTexts } from '../genericLinkTexts';
import { linkNamed, render, texts, type RenderedPage } from './support/renderedPage';
import { specFigures } from './support/specFigures';

const serviceRoutes = routes.filter((route) => route.page === 'service' && !route.service?.anchor);
const homeRoute = routes.find((route) => route.path === '/');
let pages = new Map<string, RenderedPage>();

/** The rendered document at a locale-free path in a language. */
function documentAt(path: string, locale: Locale = 'en'): Document {
  const found = pages.get(localizePath(path, locale));
  if (!found) throw new Error(`not rendered: ${path} (${locale})`);
  return found.document;
}

const one = (scope: ParentNode, selector: string): Element => {
  const found = scope.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const text = (element: Element): string => texts([element])[0] ?? '';
const stats = (document: Document, scope = 'main'): Element => one(document, `${scope} [data-testid="service-stats"]`);
const categoryOf = (page: ServicePageId): ServiceCategory =>
  page === 'greenEnergyA' || page === 'greenEnergyB' ? 'greenEnergy' : page;
const servicePath = (category: ServiceCategory): string => `/services/${serviceSlugs[category].slug}`;

beforeAll(async () => {
  const rendered = await Promise.all(
    locales.flatMap((locale) =>
      [...serviceRoutes, ...(homeRoute ? [homeRoute] : [])].map((route) => render(route, locale)),
    ),
  );
  pages = new Map(rendered.map((page) => [page.url, page]));
}, 120_000);

describe('service pages and home, as rendered on the server', () => {
  for (const locale of locales) {
    const copy = allMessages[locale];

    it(`home's hero states its three figures (${locale})`, () => {
      const home = stats(documentAt('/', locale), '#home');
      for (const { id, figure } of homeStats) {
        expect(text(home)).toContain(copy.home.stats[id]);
        expect(text(home)).toContain(formatFigureWithIntl(figure, locale));
      }
      if (locale === 'en') expect(texts(home.querySelectorAll('dd'))).toEqual(['15+', '4', '100%']);
    });

    it(`every service page shows every figure, service, benefit and step (${locale})`, () => {
      for (const route of serviceRoutes) {
        const service = route.service;
        if (!service) throw new Error('not a service route');
        const facts = servicePages[servicePageId(service.category, service.variant)];
        const words = pageCopy(copy, facts.copyKey);
        const document = documentAt(route.path, locale);
        const where = localizePath(route.path, locale);
        expect(texts(document.querySelectorAll('h1')), where).toEqual([words.title]);
        const figures = text(stats(document));
        for (const stat of facts.stats) {
          expect(figures, where).toContain(formatFigureWithIntl(stat.figure, locale));
          expect(figures, where).toContain(words.stats[stat.id]);
        }
        const cards = [...one(document, '[data-testid="service-cards"]').children].filter(
          (child) => child.tagName === 'LI',
        );
        expect(texts(cards.map((card) => one(card, 'h3'))), where).toEqual(
          facts.services.map((card) => words.services[card.id].title),
        );
        for (const card of cards) expect(card.querySelectorAll('.service-card__features li'), where).toHaveLength(4);
        expect(texts(document.querySelectorAll('[data-testid="service-benefits"] h3')), where).toEqual(
          facts.benefits.map((b) => words.benefits[b.id].title),
        );
        expect(texts(document.querySelectorAll('[data-testid="service-process"] h3')), where).toEqual(
          facts.process.map((step) => words.process[step].title),
        );
        expect(
          texts(document.querySelectorAll('[data-testid="service-process"] .process-steps__number')),
          where,
        ).toEqual(['01', '02', '03', '04']);
        const main = one(document, 'main');
        // The consultation asks about this page's service: the form opens with it chosen (issue 54).
        expect(linkNamed(main, copy.serviceCommon.freeConsultation)?.getAttribute('href'), where).toBe(
          `${localizePath('/contact', locale)}?service=${service.category}`,
        );
        expect(linkNamed(main, copy.serviceCommon.allServices)?.getAttribute('href'), where).toBe(
          localizePath('/services', locale),
        );
      }
    });

    it(`the home catalogue's links name their page, or ask the visitor to talk to us (${locale})`, () => {
      const items = [...documentAt('/', locale).querySelectorAll('.catalogue-item')];
      const names = texts(items.flatMap((item) => [...item.querySelectorAll('a')]));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(genericLinkTexts.has(name.toLowerCase()), name).toBe(false);
      // Items no page is about (marketing, e-learning, AR/VR, CRM, automation) lead to the contact form instead of an
      // IT page that never mentions them; AI, blockchain and IoT to the research page that explains them (K10).
      const linkedTo = (path: string): string[] =>
        items
          .filter((item) => item.querySelector(`a[href="${localizePath(path, locale)}"]`))
          .map((item) => item.querySelector('h3')?.textContent ?? '');
      const copy = allMessages[locale].catalogue.items;
      const named = (ids: (keyof typeof copy)[]): string[] => ids.map((id) => copy[id].name);
      expect(linkedTo('/contact')).toEqual(
        named(['automation', 'marketing', 'arvr', 'digitalMarketing', 'seo', 'elearning', 'crm', 'influencer']),
      );
      expect(linkedTo('/services/research-development')).toEqual(named(['biotech', 'greenCity', 'patents']));
      // AI, blockchain and IoT lead to the research page's own section on them, and say so (issue 54).
      const sections = { ai: 'area-ai', blockchain: 'area-blockchain', iot: 'service-hardware' } as const;
      for (const [id, section] of Object.entries(sections))
        expect(linkedTo(`/services/research-development#${section}`), id).toEqual(named([id as keyof typeof copy]));
      expect(linkedTo('/services/it')).toEqual(named(['security', 'mobile', 'cloud', 'webApps']));
    });

    it(`the IT page's cards link only away from it, and say where (${locale})`, () => {
      const links = [...documentAt('/services/it', locale).querySelectorAll('[data-testid="service-cards"] a')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual([localizePath('/services/networking', locale)]);
    });

    it(`the energy page lists all eight markets with region and type (${locale})`, () => {
      const rows = [
        ...documentAt('/services/energy', locale).querySelectorAll('[data-testid="service-grid"] tbody tr'),
      ];
      expect(texts(rows.map((row) => one(row, 'th')))).toEqual([
        'EPEX SPOT',
        'EEX',
        'ICE',
        'TTF',
        'NBP',
        'PJM',
        'NYMEX',
        'ICE Brent',
      ]);
      for (const row of rows) {
        const cells = texts(row.querySelectorAll('td'));
        expect(cells).toHaveLength(2);
        expect(cells.every(Boolean)).toBe(true);
      }
    });

    it(`the energy page's renewable card leads to the green energy page itself (${locale})`, () => {
      const hrefs = [...documentAt('/services/energy', locale).querySelectorAll('main a[href*="green-energy"]')].map(
        (link) => link.getAttribute('href'),
      );
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs)).toEqual(new Set([localizePath('/services/green-energy', locale)]));
    });

    it(`the green energy page shows variant ${greenEnergyVariant}'s figures only (${locale})`, () => {
      const figures = stats(documentAt('/services/green-energy', locale));
      const words = copy.servicePages.greenEnergy.stats;
      const [shown, hidden] =
        greenEnergyVariant === 'B' ? [words.capacity, words.installed] : [words.installed, words.capacity];
      expect(texts(figures.querySelectorAll('dt'))).toContain(shown);
      expect(text(figures)).not.toContain(hidden);
    });

    it(`the specification's satisfaction, success, CO₂, technology and market figures stand in their place, with their labels, at every address of their page (${locale})`, () => {
      for (const { page, stat, position, shown } of specFigures) {
        const category = categoryOf(page);
        if (servicePageId(category, greenEnergyVariant) !== page) continue;
        const paths = serviceRoutes.filter((route) => route.service?.category === category).map((route) => route.path);
        // The top-level twins (/it-services, …) render the same page; /green-energy answers 301 instead (e2e/figures.spec.ts).
        expect(paths, page).toEqual(
          category === 'greenEnergy' ? [servicePath(category)] : [servicePath(category), serviceSlugs[category].twin],
        );
        const label = pageCopy(copy, servicePages[page].copyKey).stats as Readonly<Record<string, string>>;
        for (const path of paths) {
          const item = stats(documentAt(path, locale)).querySelectorAll('.stats-band__item')[position];
          if (!item) throw new Error(`${path}: no figure ${String(position + 1)}`);
          expect([text(one(item, 'dd')), text(one(item, 'dt'))], localizePath(path, locale)).toEqual([
            shown[locale],
            label[stat],
          ]);
        }
      }
    });

    it(`the IT and energy pages introduce their lists as a selection of the figure's 50+ (${locale})`, () => {
      const headings = (path: string): string[] => texts(documentAt(path, locale).querySelectorAll('#grid-heading'));
      expect(headings('/services/it')).toEqual([copy.servicePages.it.gridHeading]);
      expect(headings('/services/energy')).toEqual([copy.servicePages.energy.gridHeading]);
      const selection = { en: /^A selection of the /, de: /^Eine Auswahl der /, tr: /d[ae]n bazıları$/ }[locale];
      expect(copy.servicePages.it.gridHeading).toMatch(selection);
      expect(copy.servicePages.energy.gridHeading).toMatch(selection);
    });

    it(`figure labels say what they count: team experience, services, countries beyond Germany (${locale})`, () => {
      const home = text(stats(documentAt('/', locale), '#home'));
      expect(home).toContain(copy.home.stats.services);
      expect(home).toContain(copy.home.stats.countries);
      const realEstate = documentAt('/services/real-estate', locale);
      expect(text(stats(realEstate))).toContain(copy.servicePages.realEstate.stats.years);
      // Dubai is named as the emirate of a country, never listed as a country of its own.
      expect(text(one(realEstate, 'main'))).toContain(copy.servicePages.realEstate.countries.dubai);
    });
  }

  // The specification's figures, in its order: issue 30 labelled them as what they are (team experience, an SLA
  // target); issue 44 brought back the five it had replaced with counts of the pages' lists.
  it('English headline figures are those of the specification', () => {
    const expected: Record<string, string[]> = {
      '/services/it': ['500+', '99.9%', '24/7', '50+'],
      '/services/energy': ['€2.5bn+', '15+', '50+', '24/7'],
      '/services/real-estate': ['€500m+', '200+', '15+', '50+'],
      '/services/hr': ['500+', '95%', '10+', '50+'],
      '/services/networking': ['99.9%', '24/7', '15+', '200+'],
      '/services/research-development': ['50+', '25+', '15+', '95%'],
      '/services/green-energy': { A: ['500+', '50 MW+', '15+', '1,000 t+'], B: ['500 MW+', '100+', '15+', '50%'] }[
        greenEnergyVariant
      ],
    };
    for (const [path, figures] of Object.entries(expected))
      expect(texts(stats(documentAt(path)).querySelectorAll('dd')), path).toEqual(figures);
  });

  it("English labels read as the specification's figures made true", () => {
    expect(texts(stats(documentAt('/'), '#home').querySelectorAll('dt'))).toEqual([
      'Services in our portfolio',
      'Countries beyond Germany',
      'German quality',
    ]);
    expect(stats(documentAt('/services/networking')).textContent).toContain('Years of team experience15+');
    expect(text(one(documentAt('/services/real-estate'), 'main'))).toContain('UAE (Dubai)');
  });

  it('German figures use German number formats; Turkish euro figures spell out milyar and milyon', () => {
    const first = (path: string, locale: Locale): string => text(one(stats(documentAt(path, locale)), 'dd'));
    expect(first('/services/energy', 'de')).toBe('über\u00a02,5\u00a0Mrd.\u00a0€');
    expect(first('/services/energy', 'tr')).toBe('2,5\u00a0milyar\u00a0€+');
    expect(first('/services/real-estate', 'tr')).toBe('500\u00a0milyon\u00a0€+');
  });
});
