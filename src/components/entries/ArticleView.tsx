import type { ReactNode } from 'react';
import type { BlogTag } from '../../content/blog';
import { useI18n } from '../../i18n/I18nProvider';
import { PageIntro, pageHeadingId } from '../PageIntro';
import { ArticleFacts, type ShownArticle } from './ArticleFacts';

/**
 * A news article as its page shows it: its category, title, summary, day and reading time, the body (HTML from
 * content/collections/markdown.ts) and its topics. One markup for the site's page (pages/ArticlePage.tsx, whose
 * topics link to the list) and the editor's preview (admin/preview/), which shows a draft in the site's styles.
 */
export function ArticleView({
  article,
  html,
  topic,
  children,
}: {
  article: ShownArticle;
  html: string;
  /** A topic's pill: on the site a link to the list filtered by it. */
  topic: (tag: BlogTag) => ReactNode;
  /** What follows the article's text (the site's way back to the list). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <article className="page article" aria-labelledby={pageHeadingId} data-testid="news-article">
      <PageIntro eyebrow={t(`blog.categories.${article.category}`)} heading={article.title} lead={article.summary} />
      <ArticleFacts article={article} />
      {/* Built from Markdown whose raw HTML was escaped (content/collections/markdown.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      {article.tags.length > 0 && (
        <section className="article__tags" aria-labelledby="article-tags-heading">
          <h2 id="article-tags-heading" className="visually-hidden">
            {t('blog.tagsHeading')}
          </h2>
          <ul className="blog__tags pill-rows">
            {article.tags.map((tag) => (
              <li key={tag}>{topic(tag)}</li>
            ))}
          </ul>
        </section>
      )}
      {children}
    </article>
  );
}
