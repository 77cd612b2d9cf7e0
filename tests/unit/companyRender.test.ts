/**
 * What a visitor reads on each company page, in each language, as the server renders it: what a crawler and a
 * visitor without JavaScript get. company-pages.spec.ts checks one language of each page kind hydrated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { company, processorsInUse } from '../../src/content/company';
import { permitsWithAuthority } from '../../src/pages/legal/PermitsSection';
import { allMessages } from '../../src/i18n/allMessages';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { routes } from '../../src/routes/routes';
import { privacySectionHeadings } from '../privacySections';
import { linkNamed, render, texts, type RenderedPage } from './support/renderedPage';

const companyPaths = ['/about', '/blog', '/contact', '/careers', '/privacy-policy', '/terms-conditions', '/impressum'];
const dates: Record<Locale, { days: string[]; privacyUpdated: string; termsUpdated: string }> = {
  en: {
    days: ['Monday – Friday', 'Saturday', 'Sunday'],
    privacyUpdated: '8 December 2026',
    termsUpdated: '26 November 2026',
  },
  de: {
    days: ['Montag – Freitag', 'Samstag', 'Sonntag'],
    privacyUpdated: '8. Dezember 2026',
    termsUpdated: '26. November 2026',
  },
  tr: {
    days: ['Pazartesi – Cuma', 'Cumartesi', 'Pazar'],
    privacyUpdated: '8 Aralık 2026',
    termsUpdated: '26 Kasım 2026',
  },
};
let pages = new Map<string, RenderedPage>();

beforeAll(async () => {
  const chosen = routes.filter((route) => companyPaths.includes(route.path));
  expect(chosen).toHaveLength(companyPaths.length);
  const rendered = await Promise.all(locales.flatMap((locale) => chosen.map((route) => render(route, locale))));
  pages = new Map(rendered.map((page) => [page.url, page]));
}, 60_000);

const text = (element: Element | null | undefined): string => (element ? (texts([element])[0] ?? '') : '');
const byTestId = (scope: ParentNode, id: string): Element | null => scope.querySelector(`[data-testid="${id}"]`);
const headings = (scope: ParentNode, level: number): string[] => texts(scope.querySelectorAll(`h${String(level)}`));

describe('company pages, as rendered on the server', () => {
  for (const locale of locales) {
    const copy = allMessages[locale];
    const url = (path: string): string => localizePath(path, locale);
    const documentAt = (path: string): Document => {
      const found = pages.get(url(path));
      if (!found) throw new Error(`not rendered: ${url(path)}`);
      return found.document;
    };
    const main = (path: string): Element => {
      const found = documentAt(path).querySelector('main');
      if (!found) throw new Error(`${url(path)} has no main`);
      return found;
    };

    it(`about (${locale}): mission, the three values and the call to contact`, () => {
      expect(headings(documentAt('/about'), 1)).toEqual([copy.about.heading]);
      expect(headings(main('/about'), 2)).toContain(copy.about.missionHeading);
      expect(headings(main('/about'), 3)).toEqual(
        expect.arrayContaining(Object.values(copy.about.values).map((value) => value.title)),
      );
      expect(linkNamed(main('/about'), copy.about.ctaButton)?.getAttribute('href')).toBe(url('/contact'));
    });

    it(`news (${locale}): disabled search and filter, empty categories, tags, placeholders`, () => {
      const page = main('/blog');
      const search = page.querySelector('input[type="search"]');
      expect(search?.hasAttribute('disabled')).toBe(true);
      // Named by the label around it, as a screen reader announces it.
      expect(text(search?.closest('label'))).toBe(copy.blog.searchLabel);
      const filter = [...page.querySelectorAll('button')].find((button) => text(button) === copy.blog.filterButton);
      expect(filter?.hasAttribute('disabled')).toBe(true);
      expect(text(page)).toContain(copy.blog.unavailableHint);
      const categories = [...(byTestId(page, 'blog-categories')?.querySelectorAll('li') ?? [])];
      expect(categories).toHaveLength(5);
      expect(texts(categories.map((item) => item.querySelector('.blog__count') ?? item))).toEqual([
        '0',
        '0',
        '0',
        '0',
        '0',
      ]);
      expect(texts(byTestId(page, 'blog-tags')?.querySelectorAll('li') ?? [])).toEqual(Object.values(copy.blog.tags));
      if (locale === 'en')
        expect(Object.values(copy.blog.tags)).toEqual(['IT', 'Trading', 'HR', 'Innovation', 'Digital']);
      expect(headings(page, 2).concat(headings(page, 3))).toContain(copy.blog.comingSoonHeading);
      const cards = [...(byTestId(page, 'blog-placeholders')?.querySelectorAll(':scope > li') ?? [])];
      expect(cards).toHaveLength(4);
      for (const card of cards) expect(text(card)).toContain(copy.blog.readTime.replace('{{minutes}}', '5'));
      expect(linkNamed(page, copy.blog.notifyMe)?.getAttribute('href')).toBe(url('/contact'));
      expect(linkNamed(page, copy.blog.backHome)?.getAttribute('href')).toBe(url('/'));
    });

    it(`contact (${locale}): details, business hours, response time and notes`, () => {
      const page = main('/contact');
      expect(linkNamed(page, company.email)?.getAttribute('href')).toBe(`mailto:${company.email}`);
      expect(text(page)).toContain(company.address.street);
      const rows = [...(byTestId(page, 'business-hours')?.querySelectorAll('.business-hours__row') ?? [])];
      expect(texts(rows.map((row) => row.querySelector('dt') ?? row))).toEqual(dates[locale].days);
      const hours = texts(rows.map((row) => row.querySelector('dd') ?? row));
      expect(hours[0]).toContain('09:00–18:00');
      expect(hours[1]).toContain('10:00–14:00');
      expect(hours[2]).toBe(copy.contact.closed);
      expect(text(byTestId(page, 'response-time'))).toContain('24');
      expect(text(page)).toContain(copy.forms.requiredNote);
      // What happens to the message, and the policy linked; never the promise that nobody else sees it (issue 30).
      expect(text(byTestId(page, 'form-privacy'))).toContain(copy.forms.privacyNote.contact.before.trim());
      expect(text(page)).not.toMatch(/nicht an Dritte|not passed on to third parties|üçüncü kişilerle paylaşılmaz/);
      expect(byTestId(page, 'contact-form')?.tagName).toBe('FORM');
    });

    it(`careers (${locale}): no-openings notice, speculative application, safe social link, four benefits`, () => {
      const page = main('/careers');
      expect(headings(page, 2).concat(headings(page, 3))).toContain(copy.careers.noPositionsHeading);
      // The shipped src/content/jobs is empty: no list of open positions (careersRender.test.ts renders one).
      expect(byTestId(page, 'job-list')).toBeNull();
      expect(linkNamed(page, copy.careers.speculativeLink)?.getAttribute('href')).toBe(
        `${url('/careers')}#application-form`,
      );
      expect(page.querySelector('#application-form')).not.toBeNull();
      const social = [...page.querySelectorAll('a')].find((link) => text(link).includes(copy.careers.socialLink));
      expect(social?.getAttribute('href')).toBe(company.social.linkedin);
      expect(social?.getAttribute('target')).toBe('_blank');
      expect(social?.getAttribute('rel')).toMatch(/noopener/);
      expect(byTestId(page, 'careers-benefits')?.querySelectorAll(':scope > li')).toHaveLength(4);
    });

    it(`privacy policy (${locale}): date, sections, officer, processors, rights and contact`, () => {
      const page = main('/privacy-policy');
      expect(text(byTestId(page, 'last-updated'))).toContain(dates[locale].privacyUpdated);
      expect(linkNamed(page, copy.legal.backHome)?.getAttribute('href')).toBe(url('/'));
      const privacy = copy.privacy;
      expect(headings(page, 2)).toEqual(expect.arrayContaining(privacySectionHeadings(privacy)));
      // Art. 13(1)(b), (e) and 13(2)(e), (f) GDPR: the officer's contact, the processors, the two statements.
      const dpo = company.dataProtectionOfficer;
      const officer = byTestId(page, 'privacy-dpo');
      expect(text(officer)).toContain(dpo.name);
      expect(linkNamed(officer ?? page, dpo.email)?.getAttribute('href')).toBe(`mailto:${dpo.email}`);
      for (const processor of processorsInUse) {
        expect(headings(page, 3)).toContain(privacy.processors[processor.id].heading);
        expect(text(byTestId(page, `privacy-processor-${processor.id}`))).toContain(processor.name);
      }
      // Served by the company's own server (company.ts, hosting): no static host is named, and the server delivers the pages.
      expect(company.hosting).toBe('ownServer');
      expect(byTestId(page, 'privacy-processor-staticHost')).toBeNull();
      expect(text(page)).toContain(privacy.processors.hosting.text);
      // Art. 21(4) GDPR: the objection right in a section of its own, not in the list of rights.
      expect(text(byTestId(page, 'privacy-objection'))).toContain(privacy.objection);
      expect(privacy.rights.join(' ')).not.toMatch(/21/);
      expect(text(page)).toContain(privacy.requirement);
      expect(text(page)).toContain(privacy.automated);
      expect(text(page)).toContain('cookieConsent');
      expect(linkNamed(byTestId(page, 'privacy-contact') ?? page, company.email)).toBeDefined();
    });

    it(`terms (${locale}): liability, German law, Potsdam, key points, date`, () => {
      const page = main('/terms-conditions');
      expect(text(page)).toContain(copy.terms.disclaimer);
      expect(copy.terms.law).toContain('Potsdam');
      expect(text(page)).toContain(copy.terms.law);
      expect(byTestId(page, 'terms-key-points')?.querySelectorAll('li')).toHaveLength(4);
      expect(text(byTestId(page, 'last-updated'))).toContain(dates[locale].termsUpdated);
    });

    it(`Impressum (${locale}): provider, register at Amtsgericht Potsdam, EUID; no purpose or permit until company.ts has them`, () => {
      const page = main('/impressum');
      const provider = text(byTestId(page, 'impressum-provider'));
      expect(provider).toContain(company.legalName);
      expect(provider).toContain(`${company.address.postalCode} Potsdam`);
      expect(text(page)).toContain(company.managingDirector);
      const register = text(byTestId(page, 'impressum-register'));
      for (const fact of ['Amtsgericht Potsdam', company.register.number, company.register.euid])
        expect(register).toContain(fact);
      expect(company.businessPurpose).toBeNull();
      expect(byTestId(page, 'impressum-purpose')).toBeNull();
      expect(permitsWithAuthority()).toEqual([]);
      expect(byTestId(page, 'impressum-permits')).toBeNull();
    });
  }
});

describe('the Impressum’s permits (§ 5 Abs. 1 Nr. 3 DDG)', () => {
  it('lists each permit with its supervisory authority, leaving out those not set or not required', () => {
    const permits = {
      propertyBrokerage: {
        authority: 'Landeshauptstadt Potsdam, Gewerbeamt, Friedrich-Ebert-Straße 79/81, 14469 Potsdam',
      },
      mortgageBrokerage: null,
      energyTrading: { notRequired: 'no trading for clients' },
    };
    expect(permitsWithAuthority(permits)).toEqual([
      { id: 'propertyBrokerage', authority: permits.propertyBrokerage.authority },
    ]);
  });
});
