/**
 * A news article's structured data: schema.org NewsArticle with what search engines require and recommend
 * (headline, datePublished, dateModified, inLanguage, publisher, author, image), from the same index as the page:
 * the two days as instants with Potsdam's offset, the article's own share picture (with its headline), the
 * company as author with its URL.
 */
import { entryMeta } from '../content/collections';
import { company } from '../content/company';
import type { Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { absoluteUrl } from '../routes/head';
import type { RouteDef } from '../routes/routes';
import { shareImage } from '../routes/shareImage';
import { siteOrigin } from '../routes/siteOrigin';

export function newsArticle(route: RouteDef, locale: Locale, t: Translate, organizationId: string): object[] {
  if (route.entry?.collection !== 'news') return [];
  const article = entryMeta('news', route.entry.slug, locale);
  if (!article) return [];
  const url = absoluteUrl(route.path, locale);
  const publisher = {
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    url: siteOrigin,
    logo: { '@type': 'ImageObject', url: `${siteOrigin}/logo.svg` },
  };
  const image = shareImage(route, locale, t);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      '@id': `${url}#article`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      headline: article.title,
      description: article.summary,
      datePublished: article.publishedAt,
      dateModified: article.modifiedAt,
      inLanguage: locale,
      articleSection: t(`blog.categories.${article.category}`),
      ...(article.tags.length > 0 ? { keywords: article.tags.map((tag) => t(`blog.tags.${tag}`)) } : {}),
      ...(image ? { image: [image.url] } : {}),
      author: publisher,
      publisher,
    },
  ];
}
