/**
 * One name for each service, in each language, wherever it shows (issue 30, review N13): navigation, breadcrumbs,
 * the service page's own heading line and title, home's tabs, the overview's cards and the contact form's select.
 * Read from the pages as the server renders them, so a place that names a service its own way fails here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { company, countriesBeyondGermany } from '../../src/content/company';
import { allMessages } from '../../src/i18n/allMessages';
import { serviceCategories, type ServiceCategory } from '../../src/content/services/categories';
import { localizePath, locales, type Locale } from '../../src/i18n/locales';
import { routeById, serviceRouteId, type RouteId } from '../../src/routes/routes';
import { render, texts, type RenderedPage } from './support/renderedPage';

const text = (element: Element | null | undefined): string => texts(element ? [element] : [])[0] ?? '(missing)';

/** Where a service is named, and the name each place gives it. */
function namesOf(
  category: ServiceCategory,
  pages: { home: Document; services: Document; contact: Document; service: Document },
  locale: Locale,
): Record<string, string> {
  const path = localizePath(routeById(serviceRouteId(category)).path, locale);
  const overviewCard = [...pages.services.querySelectorAll('[data-testid="overview-cards"] > li')].find((card) =>
    card.querySelector(`a[href="${path}"]`),
  );
  return {
    'footer navigation': text(pages.home.querySelector(`footer a[href="${path}"]`)),
    'home tab': text(pages.home.querySelector(`#tab-${category}`)),
    'overview card': text(overviewCard?.querySelector('h2')),
    'page heading line': text(pages.service.querySelector('.page-intro .eyebrow')),
    breadcrumbs: text(pages.service.querySelector('nav.breadcrumbs li:last-child')),
    'page title': pages.service.title.replace(new RegExp(`\\s[-–]\\s${company.name}$`), ''),
    'contact form': text(pages.contact.querySelector(`select[name="service"] option[value="${category}"]`)),
  };
}

describe.each(locales)('service names in %s', (locale) => {
  const rendered = new Map<RouteId, RenderedPage>();
  const page = (id: RouteId): Document => {
    const found = rendered.get(id);
    if (!found) throw new Error(`${id} not rendered`);
    return found.document;
  };

  // Ten pages rendered, like the other render tests' hooks given time of their own: vitest's 10 s default for
  // hooks failed here twice with four workers on two busy cores.
  beforeAll(async () => {
    const ids: RouteId[] = ['home', 'services', 'contact', ...serviceCategories.map(serviceRouteId)];
    for (const id of ids) rendered.set(id, await render(routeById(id), locale));
  }, 60_000);

  it.each(serviceCategories)('%s: the same name in every place', (category) => {
    const names = namesOf(
      category,
      {
        home: page('home'),
        services: page('services'),
        contact: page('contact'),
        service: page(serviceRouteId(category)),
      },
      locale,
    );
    const first = names['footer navigation'] ?? '';
    expect(first).not.toBe('(missing)');
    expect(names).toEqual(Object.fromEntries(Object.keys(names).map((place) => [place, first])));
  });
});

describe.each(locales)('the country count in %s', (locale) => {
  it('is the same in the footer as in the hero: the countries beyond Germany', async () => {
    const home = (await render(routeById('home'), locale)).document;
    const heroCountries = [...home.querySelectorAll('.hero .stats-band__item')].find(
      (item) => item.querySelector('dt')?.textContent === allMessages[locale].home.stats.countries,
    );
    const count = text(heroCountries?.querySelector('dd'));
    expect(count).toBe(String(countriesBeyondGermany));
    expect(text(home.querySelector('.site-footer__brand p'))).toBe(
      allMessages[locale].footer.tagline.replace('{{count}}', count),
    );
  });
});
