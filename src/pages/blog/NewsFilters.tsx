import Rss from 'lucide-react/icons/rss';
import type { ReactNode } from 'react';
import { blogCategories, blogTags, type BlogCategory } from '../../content/blog';
import { useI18n } from '../../i18n/I18nProvider';
import { feedFormats, newsFeedPath } from '../../routes/newsFeeds';
import type { NewsFilter } from './newsFilter';

interface Props {
  filter: NewsFilter;
  counts: Record<BlogCategory, number>;
  total: number;
  choose: (change: Partial<NewsFilter>) => void;
}

/** A choice as a chip: a real radio button under it, so the keyboard and screen readers know the group. */
function Choice({
  name,
  checked,
  disabled,
  onChoose,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className="news-filter__option">
        <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChoose} />
        <span className="news-filter__chip">{children}</span>
      </label>
    </li>
  );
}

/** The sidebar: categories with their real counts, topics, and the feeds of the language. */
export function NewsFilters({ filter, counts, total, choose }: Props) {
  const { t, locale } = useI18n();
  // The figure for the eye, the words for a screen reader: "Energy markets, 1 article".
  const count = (value: number) => (
    <>
      <span className="blog__count" aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">
        {value === 1 ? t('blog.articleCountOne') : t('blog.articleCount', { count: value })}
      </span>
    </>
  );
  return (
    <aside className="blog__sidebar">
      <fieldset className="surface news-filter" data-testid="news-categories">
        <legend>{t('blog.categoriesHeading')}</legend>
        <ul>
          <Choice name="category" checked={filter.category === null} onChoose={() => choose({ category: null })}>
            {t('blog.allCategories')} {count(total)}
          </Choice>
          {blogCategories.map((category) => (
            <Choice
              key={category}
              name="category"
              checked={filter.category === category}
              disabled={counts[category] === 0}
              onChoose={() => choose({ category })}
            >
              {t(`blog.categories.${category}`)} {count(counts[category])}
            </Choice>
          ))}
        </ul>
      </fieldset>
      <fieldset className="surface news-filter news-filter--tags" data-testid="news-tags">
        <legend>{t('blog.tagsHeading')}</legend>
        <ul>
          <Choice name="tag" checked={filter.tag === null} onChoose={() => choose({ tag: null })}>
            {t('blog.allTopics')}
          </Choice>
          {blogTags.map((tag) => (
            <Choice key={tag} name="tag" checked={filter.tag === tag} onChoose={() => choose({ tag })}>
              {t(`blog.tags.${tag}`)}
            </Choice>
          ))}
        </ul>
      </fieldset>
      <section className="surface" aria-labelledby="news-feeds-heading">
        <h2 id="news-feeds-heading">{t('blog.subscribeHeading')}</h2>
        <p>{t('blog.subscribeText')}</p>
        <ul className="news-feeds">
          {feedFormats.map((format) => (
            <li key={format}>
              <a
                href={newsFeedPath(format, locale)}
                type={format === 'rss' ? 'application/rss+xml' : 'application/atom+xml'}
              >
                <Rss aria-hidden="true" size={16} />
                {t(format === 'rss' ? 'blog.rssFeed' : 'blog.atomFeed')}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
