import { AppLink } from '../components/AppLink';
import { BackLink } from '../components/BackLink';
import { ArticleView } from '../components/entries/ArticleView';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import './ArticlePage.css';

/**
 * A news article (content/news) in the page's language (components/entries/ArticleView.tsx): its body prebuilt at
 * build time, each topic a link to the list filtered by it, and the way back to the list. The breadcrumbs above it
 * end with its title (routes/breadcrumbs.ts).
 */
export function ArticlePage({ route }: { route: RouteDef }) {
  const { t, locale } = useI18n();
  if (!route.entry) throw new Error(`${route.id} is not a news article`);
  const article = entryMeta('news', route.entry.slug, locale);
  const html = entryBody(route.entry, locale);
  if (!article) throw new Error(`No news article ${route.entry.slug} in ${locale}`);
  return (
    <ArticleView
      article={article}
      html={html}
      topic={(tag) => (
        // The news list filtered by the topic (without scripts, the list itself).
        <AppLink route="blog" query={{ tag }}>
          {t(`blog.tags.${tag}`)}
        </AppLink>
      )}
    >
      <BackLink route="blog" label={t('blog.backToList')} />
    </ArticleView>
  );
}
