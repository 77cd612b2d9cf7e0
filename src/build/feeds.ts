/**
 * The news feeds of one language (routes/newsFeeds.ts says where they live): RSS 2.0 and Atom, written by
 * the `feed` library from the same index the pages show, each article with its summary and category.
 */
import { Feed } from 'feed';
import { entriesIn } from '../content/collections';
import { company } from '../content/company';
import { localeInfo, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import { absoluteUrl } from '../routes/head';
import { newsFeedPath, type FeedFormat } from '../routes/newsFeeds';
import { entryRouteId, routePath } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';

/**
 * Text as XML 1.0 can carry it: control characters (but tab, line feed, carriage return), U+FFFE, U+FFFF and
 * lone surrogates are not allowed in any XML document, so one in a title would break both feeds for every
 * reader. The feed library writes titles and summaries in CDATA sections, which `]]>` ends; it splits the
 * section around the first one only, so each gets an invisible zero-width space instead (`]]\u200B>`): the
 * reader shows the same text, and no title can end the section or add elements.
 */
const notXml =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const xmlText = (text: string): string => text.replace(notXml, '').replaceAll(']]>', ']]\u200B>');

/**
 * The feed library labels an entry's title and summary `type="html"`; ours are plain text (CDATA holds them as
 * written), which a reader must not parse as markup.
 */
const plainTextAtom = (atom: string): string => atom.replace(/<(title|summary) type="html">/g, '<$1 type="text">');

/** Both feeds of a language as XML; none for a language without articles. `t` needs the core and company parts. */
export function newsFeedsXml(
  locale: Locale,
  t: Translate,
  articles = entriesIn('news', locale),
): Record<FeedFormat, string> | null {
  const [newest] = articles;
  if (!newest) return null;
  const feed = new Feed({
    id: absoluteUrl(routePath('blog'), locale),
    link: absoluteUrl(routePath('blog'), locale),
    title: t('blog.listTitle', { company: company.name }),
    description: t('blog.listDescription'),
    language: localeInfo[locale].intl,
    // Each day as an instant at noon in Potsdam (build/collections/potsdamNoon.ts): no reader's zone moves it.
    updated: new Date(
      articles.reduce((latest, article) => (article.modified > latest.modified ? article : latest), newest).modifiedAt,
    ),
    copyright: `© ${company.legalName}`,
    generator: false,
    favicon: `${siteOrigin}/favicon.svg`,
    author: { name: company.name, link: siteOrigin },
    feedLinks: {
      rss: `${siteOrigin}${newsFeedPath('rss', locale)}`,
      atom: `${siteOrigin}${newsFeedPath('atom', locale)}`,
    },
  });
  for (const article of articles) {
    const url = absoluteUrl(routePath(entryRouteId({ collection: 'news', slug: article.slug })), locale);
    feed.addItem({
      title: xmlText(article.title),
      id: url,
      link: url,
      description: xmlText(article.summary),
      date: new Date(article.modifiedAt),
      published: new Date(article.publishedAt),
      category: [{ name: t(`blog.categories.${article.category}`), term: article.category }],
    });
  }
  return { rss: feed.rss2(), atom: plainTextAtom(feed.atom1()) };
}
