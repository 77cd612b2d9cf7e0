import CalendarDays from 'lucide-react/icons/calendar-days';
import Clock from 'lucide-react/icons/clock';
import type { NewsMeta } from '../../content/collections';

/** What an article's page shows of it: its facts, which the editor's preview fills from a draft as well. */
export type ShownArticle = Pick<
  NewsMeta,
  'title' | 'summary' | 'category' | 'tags' | 'date' | 'dateText' | 'readMinutes'
>;
import { useI18n } from '../../i18n/I18nProvider';

/** An article's day (in the language's format, formatted at build time) and its reading time. */
export function ArticleFacts({ article }: { article: ShownArticle }) {
  const { t } = useI18n();
  return (
    <p className="article-facts">
      <span>
        <CalendarDays aria-hidden="true" size={15} />
        <span className="visually-hidden">{t('blog.published')}: </span>
        <time dateTime={article.date}>{article.dateText}</time>
      </span>
      <span>
        <Clock aria-hidden="true" size={15} />
        {t('blog.readTime', { minutes: article.readMinutes })}
      </span>
    </p>
  );
}
