import type { ReactNode } from 'react';
import { blogCategories, blogTags } from '../../content/blog';
import { useI18n } from '../../i18n/I18nProvider';
import { NewsFeeds } from './NewsFeeds';
import type { NewsFacets, NewsFilter } from './newsFilter';

interface Props {
  filter: NewsFilter;
  facets: NewsFacets;
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

/**
 * The sidebar: categories and topics, each with what it would show in the current search (a choice that
 * would show nothing is disabled, unless it is the one chosen), and the feeds of the language.
 */
export function NewsFilters({ filter, facets, choose }: Props) {
  const { t } = useI18n();
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
            {t('blog.allCategories')} {count(facets.categoryTotal)}
          </Choice>
          {blogCategories.map((category) => (
            <Choice
              key={category}
              name="category"
              checked={filter.category === category}
              disabled={facets.categories[category] === 0 && filter.category !== category}
              onChoose={() => choose({ category })}
            >
              {t(`blog.categories.${category}`)} {count(facets.categories[category])}
            </Choice>
          ))}
        </ul>
      </fieldset>
      <fieldset className="surface news-filter news-filter--tags" data-testid="news-tags">
        <legend>{t('blog.tagsHeading')}</legend>
        <ul>
          <Choice name="tag" checked={filter.tag === null} onChoose={() => choose({ tag: null })}>
            {t('blog.allTopics')} {count(facets.tagTotal)}
          </Choice>
          {blogTags.map((tag) => (
            <Choice
              key={tag}
              name="tag"
              checked={filter.tag === tag}
              disabled={facets.tags[tag] === 0 && filter.tag !== tag}
              onChoose={() => choose({ tag })}
            >
              {t(`blog.tags.${tag}`)} {count(facets.tags[tag])}
            </Choice>
          ))}
        </ul>
      </fieldset>
      <NewsFeeds />
    </aside>
  );
}
