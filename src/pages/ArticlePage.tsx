import { AppLink } from '../components/AppLink';
import { BackLink } from '../components/BackLink';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import { ArticleFacts } from './blog/ArticleFacts';
import './ArticlePage.css';

/**
 * A news article (content/news) in the page's language: its category, title, summary, day and reading time,
 * the body prebuilt at build time, its topics (each a link to the list filtered by it), and the way back to the list. The breadcrumbs above it end
 * with its title (routes/breadcrumbs.ts).
 */
export function ArticlePage({ route }: { route: RouteDef }) {
  const { t, locale } = useI18n();
  if (!route.entry) throw new Error(`${route.id} is not a news article`);
  const article = entryMeta('news', route.entry.slug, locale);
  const html = entryBody(route.entry, locale);
  if (!article) throw new Error(`No news article ${route.entry.slug} in ${locale}`);
  return (
    <article className="page article" aria-labelledby={pageHeadingId} data-testid="news-article">
      <PageIntro eyebrow={t(`blog.categories.${article.category}`)} heading={article.title} lead={article.summary} />
      <ArticleFacts article={article} />
      {/* Prebuilt at build time from Markdown whose raw HTML was escaped (build/collections/markdown.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {article.tags.length > 0 && (
        <section className="article__tags" aria-labelledby="article-tags-heading">
          <h2 id="article-tags-heading" className="visually-hidden">
            {t('blog.tagsHeading')}
          </h2>
          <ul className="blog__tags pill-rows">
            {article.tags.map((tag) => (
              <li key={tag}>
                {/* The news list filtered by the topic (without scripts, the list itself). */}
                <AppLink route="blog" query={{ tag }}>
                  {t(`blog.tags.${tag}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <BackLink route="blog" label={t('blog.backToList')} />
    </article>
  );
}
