/**
 * Issue 54, item 7, as the server renders it: every service page's "Free consultation" opens the contact form with
 * its service chosen (`/contact?service=it`, as the accessibility statement's link does), and home's IT cards on AI,
 * blockchain and IoT say they belong to Research & Development and lead to its matching section.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { locales, localizePath } from '../../src/i18n/locales';
import { createTranslator } from '../../src/i18n/translator';
import { routePath, routes, serviceRouteId } from '../../src/routes/routes';
import { linkNamed, render, type RenderedPage } from './support/renderedPage';

const servicePages = routes.filter((route) => route.service);
const home = routes.find((route) => route.id === 'home');
const rd = routes.find((route) => route.id === serviceRouteId('rd'));
let rendered: RenderedPage[] = [];

beforeAll(async () => {
  if (!home || !rd) throw new Error('home or the R&D page is missing');
  rendered = await Promise.all(
    locales.flatMap((locale) => [...servicePages, home].map((route) => render(route, locale))),
  );
}, 120_000);

const pageAt = (url: string): RenderedPage => {
  const found = rendered.find((page) => page.url === url);
  if (!found) throw new Error(`not rendered: ${url}`);
  return found;
};

describe('the way from a service to the contact form', () => {
  it('every service page’s Free consultation presets its service, in every language', () => {
    expect(servicePages.length).toBeGreaterThan(7);
    for (const page of rendered.filter(({ route }) => route.service)) {
      const link = linkNamed(page.document, allMessages[page.locale].serviceCommon.freeConsultation);
      expect(link?.getAttribute('href'), page.url).toBe(
        `${localizePath('/contact', page.locale)}?service=${page.route.service?.category ?? ''}`,
      );
    }
  });

  for (const locale of locales) {
    it(`home's IT cards on AI, blockchain and IoT lead to R&D's section on each, saying so (${locale})`, () => {
      const { t } = createTranslator(locale, allMessages[locale]);
      const rdUrl = localizePath(routePath(serviceRouteId('rd')), locale);
      const rdPage = pageAt(rdUrl).document;
      for (const [item, section] of [
        ['ai', 'area-ai'],
        ['blockchain', 'area-blockchain'],
        ['iot', 'service-hardware'],
      ] as const) {
        const name = t('serviceCommon.explainedIn', {
          name: allMessages[locale].catalogue.items[item].name,
          category: allMessages[locale].services.rd.name,
        });
        const link = linkNamed(pageAt(localizePath('/', locale)).document.querySelector('#services') ?? rdPage, name);
        expect(link?.getAttribute('href'), item).toBe(`${rdUrl}#${section}`);
        expect(rdPage.getElementById(section), section).not.toBeNull();
      }
    });
  }
});
