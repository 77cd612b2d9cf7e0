/**
 * The accessibility statement (issue 43; BFSG, Anlage 3) as the server renders it, in each language: the standard, its
 * date, the known limitations, the link that opens the contact form for a report, the market surveillance authority,
 * and the footer link to it on every page. The contact form's preset is checked here as far as node can: the
 * option it chooses, the query that names it, the schema that accepts it (forms.spec.ts sees it chosen in a browser).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { legalLastUpdated } from '../../src/content/legal';
import { presetService } from '../../src/submissions/fields';
import { servicePreset } from '../../src/routes/contactPreset';
import { contactSchema, validate } from '../../src/submissions/schema';
import { allMessages } from '../../src/i18n/allMessages';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { routeById, routePath, type RouteId } from '../../src/routes/routes';
import { linkNamed, render, texts, type RenderedPage } from './support/renderedPage';

/** The statement's date as each language writes it. */
/** The statement's date as each language writes it (en: day before month), formatted here without the site's code. */
const dates: Record<Locale, string> = Object.fromEntries(
  (['en-GB', 'de-DE', 'tr-TR'] as const).map((tag) => [
    tag.slice(0, 2),
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${legalLastUpdated.accessibility}T00:00:00Z`),
    ),
  ]),
) as Record<Locale, string>;
/** Pages of other kinds, whose footers must link the statement too. */
const otherPages: readonly RouteId[] = ['home', 'service:it', 'contact'];

const pages = new Map<string, RenderedPage>();

beforeAll(async () => {
  const rendered = await Promise.all(
    locales.flatMap((locale) => (['accessibility', ...otherPages] as const).map((id) => render(routeById(id), locale))),
  );
  for (const page of rendered) pages.set(`${page.route.id} ${page.locale}`, page);
}, 60_000);

function rendered(id: RouteId, locale: Locale): Document {
  const page = pages.get(`${id} ${locale}`);
  if (!page) throw new Error(`not rendered: ${id} in ${locale}`);
  return page.document;
}

const text = (element: Element | null | undefined): string => (element ? (texts([element])[0] ?? '') : '');
const byTestId = (scope: ParentNode, id: string): Element | null => scope.querySelector(`[data-testid="${id}"]`);

describe('the accessibility statement, as rendered on the server', () => {
  for (const locale of locales) {
    const copy = allMessages[locale].accessibility;
    const main = (): Element => {
      const found = rendered('accessibility', locale).querySelector('main');
      if (!found) throw new Error('no main');
      return found;
    };

    it(`${locale}: heading, date and the legal basis (the BFSG applies: company.ts)`, () => {
      expect(texts(main().querySelectorAll('h1'))).toEqual([copy.heading]);
      expect(text(byTestId(main(), 'last-updated'))).toContain(dates[locale]);
      expect(company.accessibility.bfsgApplies).toBe(true);
      expect(text(byTestId(main(), 'accessibility-basis'))).toBe(copy.basis.applies);
      expect(copy.basis.applies).toContain('BFSG');
    });

    it(`${locale}: the standard (WCAG 2.2 AA, EN 301 549), how it is checked, and the known limitations`, () => {
      const standard = text(byTestId(main(), 'accessibility-standard'));
      for (const term of ['WCAG 2.2', 'AA', 'EN 301 549']) expect(standard).toContain(term);
      expect(texts(byTestId(main(), 'accessibility-checks')?.querySelectorAll('li') ?? [])).toEqual(copy.checks);
      expect(copy.checks.join(' ')).toContain('axe-core');
      expect(texts(byTestId(main(), 'accessibility-limits')?.querySelectorAll('li') ?? [])).toEqual(copy.limits);
    });

    it(`${locale}: a barrier is reported through the contact form, its service chosen`, () => {
      const report = byTestId(main(), 'accessibility-report');
      const link = linkNamed(report ?? main(), copy.reportLink);
      expect(link?.getAttribute('href')).toBe(`${localizePath(routePath('contact'), locale)}?service=accessibility`);
      expect(text(report)).toContain(company.email);
    });

    it(`${locale}: names the market surveillance authority (MLBF, Magdeburg) and how to apply to it`, () => {
      const authority = text(byTestId(main(), 'accessibility-authority'));
      expect(authority).toContain(copy.enforcement);
      expect(authority).toContain(company.accessibility.marketSurveillance.name);
      expect(authority).toContain('(MLBF)');
      expect(authority).toContain('Magdeburg');
      expect(authority).toContain(company.accessibility.marketSurveillance.email);
      expect(copy.enforcement).toContain('32');
    });

    it(`${locale}: names the conciliation body (§ 34 BFSG) and links its website from company.ts (A8)`, () => {
      const authority = text(byTestId(main(), 'accessibility-authority'));
      const { conciliation } = company.accessibility;
      expect(authority).toContain(copy.conciliation);
      expect(copy.conciliation).toContain('34');
      const body = byTestId(main(), 'accessibility-conciliation');
      expect(text(body)).toContain(conciliation.name);
      expect(body?.querySelector('a')?.getAttribute('href')).toBe(conciliation.website);
    });

    it(`${locale}: says the status is partial and what no person has checked yet (A1, A3, A4)`, () => {
      expect(text(byTestId(main(), 'accessibility-standard'))).toContain(copy.status);
      expect(copy.status).toMatch(/partly|teilweise|kısmen/);
      expect(copy.checksNote).toMatch(
        /No one has yet tested|Prüfung durch Menschen hat noch nicht|insanlar tarafından denetlenmedi/,
      );
    });

    it(`${locale}: every kind of page links the statement from the footer's legal column`, () => {
      for (const id of ['accessibility', ...otherPages] as const) {
        const footer = rendered(id, locale).querySelector('footer');
        const legal = footer?.querySelector('nav[aria-labelledby="footer-legal"]');
        expect(
          linkNamed(legal ?? footer ?? rendered(id, locale), allMessages[locale].nav.accessibility)?.getAttribute(
            'href',
          ),
          id,
        ).toBe(localizePath(routePath('accessibility'), locale));
      }
    });

    it(`${locale}: the contact form offers the accessibility and security topics`, () => {
      const option = rendered('contact', locale).querySelector('#contact-service option[value="accessibility"]');
      expect(text(option)).toBe(allMessages[locale].forms.services.accessibility);
      const security = rendered('contact', locale).querySelector('#contact-service option[value="security"]');
      expect(text(security)).toBe(allMessages[locale].forms.services.security);
    });
  }
});

describe('the contact form’s preset', () => {
  it('reads the service from the query a link writes, with or without its "?"', () => {
    const query = new URLSearchParams(servicePreset('accessibility')).toString();
    expect(query).toBe('service=accessibility');
    expect(presetService(query)).toBe('accessibility');
    expect(presetService(`?${query}&utm=x`)).toBe('accessibility');
  });

  it('ignores a query that names no option', () => {
    expect(presetService('')).toBeNull();
    expect(presetService('?service=nonsense')).toBeNull();
    expect(presetService('?topic=accessibility')).toBeNull();
  });

  it('is an option the shared schema accepts, in the browser and on the server', () => {
    const checked = validate(contactSchema, {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      service: 'accessibility',
      message: 'The menu traps focus.',
    });
    expect(checked).toMatchObject({ ok: true, data: { service: 'accessibility' } });
  });
});
