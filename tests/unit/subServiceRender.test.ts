/**
 * A sub-service link opens its category's page at the matching section (DESIGN.md): the same document,
 * but for its breadcrumb trail (unit/breadcrumbs.test.ts), its language links, its head
 * (unit/serverRender.test.ts) and the one card it highlights. A category's top-level twin (/it-services)
 * is the same document as its /services page but for trail and language links (its head names the main
 * page as canonical). So the browser's checks of every page (e2e/quality.spec.ts, e2e/even-grids.spec.ts)
 * load one sub-service URL per category and language and no twin: this test is what makes that enough.
 */
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import { routes, serviceRouteId, serviceSlugs } from '../../src/routes/routes';
import { render } from './support/renderedPage';

/** The body with what may differ taken out: the trail's items, the addresses of language links, the highlight. */
function comparableBody(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const trail of body.querySelectorAll('nav.breadcrumbs ol')) trail.replaceChildren();
  for (const link of body.querySelectorAll('a[hreflang]')) link.removeAttribute('href');
  for (const card of body.querySelectorAll('.is-highlighted')) card.classList.remove('is-highlighted');
  return body.innerHTML;
}

const subServiceRoutes = routes.filter((route) => route.id.startsWith('sub-service:'));

describe.each(locales)('sub-service pages in %s', (locale) => {
  it.each(subServiceRoutes.map((route) => [route.path, route] as const))('%s renders its category page', async (_path, route) => {
    const category = routes.find((candidate) => candidate.id === serviceRouteId(route.service?.category ?? 'it'));
    if (!category) throw new Error(`no category page for ${route.id}`);
    const [sub, main] = await Promise.all([render(route, locale), render(category, locale)]);
    expect(comparableBody(sub.document)).toBe(comparableBody(main.document));
    expect([...sub.document.querySelectorAll('.is-highlighted')].map((card) => card.id)).toEqual([route.service?.anchor]);
  });
});

const twinRoutes = routes.filter((route) => route.id.startsWith('service-twin:'));

describe.each(locales)('category twins in %s', (locale) => {
  it.each(twinRoutes.map((route) => [route.path, route] as const))('%s renders its category page', async (_path, route) => {
    const category = routes.find((candidate) => candidate.id === serviceRouteId(route.service?.category ?? 'it'));
    if (!category) throw new Error(`no category page for ${route.id}`);
    const [twin, main] = await Promise.all([render(route, locale), render(category, locale)]);
    expect(comparableBody(twin.document)).toBe(comparableBody(main.document));
    const canonical = twin.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toContain(`/services/${serviceSlugs[route.service?.category ?? 'it'].slug}`);
    expect(main.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
  });
});
