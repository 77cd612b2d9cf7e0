/**
 * A sub-service link opens its category's page at the matching section, never a dead end: the same document,
 * but for its breadcrumb trail (unit/breadcrumbs.test.ts), its language links, its head
 * (unit/serverRender.test.ts) and the one card it highlights. A category's top-level twin (/it-services)
 * is the same document as its /services page but for trail and language links (its head names the main
 * page as canonical). So the browser's checks of every page (e2e/quality.spec.ts, with its even grids) load
 * every category page in every language, one sub-service URL per language (each of another category) and
 * no twin: this test is what makes that enough.
 */
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '../../src/i18n/locales';
import { routes, serviceRouteId, serviceSlugs, type RouteDef } from '../../src/routes/routes';
import { render, type RenderedPage } from './support/renderedPage';

/** The body with what may differ taken out: the trail's items, the addresses of language links, the highlight. */
function comparableBody(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const trail of body.querySelectorAll('nav.breadcrumbs ol')) trail.replaceChildren();
  for (const link of body.querySelectorAll('a[hreflang]')) link.removeAttribute('href');
  for (const card of body.querySelectorAll('.is-highlighted')) card.classList.remove('is-highlighted');
  return body.innerHTML;
}

/** Each category's main page in each language, rendered once: its sub-services and its twin all compare with it. */
const categoryPages = new Map<string, Promise<RenderedPage>>();
function renderCategory(category: RouteDef, locale: Locale): Promise<RenderedPage> {
  const key = `${category.id}|${locale}`;
  const rendered = categoryPages.get(key) ?? render(category, locale);
  categoryPages.set(key, rendered);
  return rendered;
}

/** A route and its category's main page, rendered in one language, with their bodies made comparable. */
async function withCategoryPage(route: RouteDef, locale: Locale) {
  const category = routes.find((candidate) => candidate.id === serviceRouteId(route.service?.category ?? 'it'));
  if (!category) throw new Error(`no category page for ${route.id}`);
  const [page, main] = await Promise.all([render(route, locale), renderCategory(category, locale)]);
  expect(comparableBody(page.document)).toBe(comparableBody(main.document));
  return { page, main };
}

const routesOfKind = (prefix: string) =>
  routes.filter((route) => route.id.startsWith(prefix)).map((route) => [route.path, route] as const);

describe.each(locales)('sub-service pages in %s', (locale) => {
  it.each(routesOfKind('sub-service:'))('%s renders its category page', async (_path, route) => {
    const { page } = await withCategoryPage(route, locale);
    expect([...page.document.querySelectorAll('.is-highlighted')].map((card) => card.id)).toEqual([
      route.service?.anchor,
    ]);
  });
});

describe.each(locales)('category twins in %s', (locale) => {
  it.each(routesOfKind('service-twin:'))('%s renders its category page', async (_path, route) => {
    const { page, main } = await withCategoryPage(route, locale);
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toContain(`/services/${serviceSlugs[route.service?.category ?? 'it'].slug}`);
    expect(main.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
  });
});
