import { AppLink } from '../../components/AppLink';
import type { NewsMeta } from '../../content/collections';
import { useI18n } from '../../i18n/I18nProvider';
import { entryRouteId } from '../../routes/routes';
import { ArticleFacts } from '../../components/entries/ArticleFacts';

/** One article in the list: category, title (the link to it), summary, day and reading time. */
export function ArticleCard({ article }: { article: NewsMeta }) {
  const { t } = useI18n();
  return (
    <li className="news-card" data-category={article.category}>
      <p className="blog-card__category">{t(`blog.categories.${article.category}`)}</p>
      <h2>
        <AppLink route={entryRouteId({ collection: 'news', slug: article.slug })}>{article.title}</AppLink>
      </h2>
      <p>{article.summary}</p>
      <ArticleFacts article={article} />
    </li>
  );
}
