import { use } from 'react';
import { BackLink } from '../components/BackLink';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';

/** A news article (content/news) in the page's language. */
export function ArticlePage({ route }: { route: RouteDef }) {
  const { t, locale } = useI18n();
  if (!route.entry) throw new Error(`${route.id} is not a news article`);
  const article = entryMeta('news', route.entry.slug, locale);
  const html = use(entryBody(route.entry, locale));
  if (!article) throw new Error(`No news article ${route.entry.slug} in ${locale}`);
  return (
    <article className="page article" aria-labelledby={pageHeadingId}>
      <PageIntro heading={article.title} lead={article.summary} />
      {/* Prebuilt at build time from Markdown whose raw HTML was escaped (build/collections/markdown.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <BackLink route="blog" label={t('breadcrumbs.segments.blog')} />
    </article>
  );
}
