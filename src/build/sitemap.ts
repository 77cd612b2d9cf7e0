import { absoluteUrl } from '../routes/head';
import { routes } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';
import { defaultLocale, locales } from '../i18n/locales';
import { escapeHtml } from './html';

/** sitemap.xml from the route table: every canonical page in every language, with its alternates. */
export function sitemapXml(): string {
  const canonicalRoutes = routes.filter((route) => route.robots === 'index, follow' && route.canonical === route.path);
  const entries = canonicalRoutes.flatMap((route) =>
    locales.map((locale) => {
      const alternates = [...locales, 'x-default' as const].map((alternate) => {
        const href = absoluteUrl(route.path, alternate === 'x-default' ? defaultLocale : alternate);
        return `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeHtml(href)}" />`;
      });
      return [`  <url>`, `    <loc>${escapeHtml(absoluteUrl(route.path, locale))}</loc>`, ...alternates, `  </url>`].join('\n');
    }),
  );
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
