import { absoluteUrl, pageAlternates } from '../routes/head';
import { routeLocales, routes } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';
import { entryLastModified } from '../content/collections';
import { escapeHtml } from './html';

/**
 * sitemap.xml from the route table: every canonical page in every language it exists in, with its
 * alternates; a news article or job opening also with the day it last changed (lastmod).
 */
export function sitemapXml(): string {
  const canonicalRoutes = routes.filter((route) => route.robots === 'index, follow' && route.canonical === route.path);
  const entries = canonicalRoutes.flatMap((route) => {
    const alternates = pageAlternates(route).map(
      ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    );
    return routeLocales(route).map((locale) => {
      const lastModified = route.entry && entryLastModified(route.entry.collection, route.entry.slug, locale);
      return [
        `  <url>`,
        `    <loc>${escapeHtml(absoluteUrl(route.path, locale))}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternates,
        `  </url>`,
      ].join('\n');
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join('\n');
}
