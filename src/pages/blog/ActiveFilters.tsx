import X from 'lucide-react/icons/x';
import { useI18n } from '../../i18n/I18nProvider';
import type { NewsFilter } from './newsFilter';

interface Props {
  filter: NewsFilter;
  choose: (change: Partial<NewsFilter>) => void;
}

/**
 * The filters in force, beside the count of what they show: a category or topic chosen further down (or out
 * of view) and the search words, each a button that takes it away, so "0 of 1" never comes unexplained.
 */
export function ActiveFilters({ filter, choose }: Props) {
  const { t } = useI18n();
  const chips: { key: string; text: string; clear: Partial<NewsFilter> }[] = [
    ...(filter.category
      ? [
          {
            key: 'category',
            text: t('blog.categoryChip', { name: t(`blog.categories.${filter.category}`) }),
            clear: { category: null },
          },
        ]
      : []),
    ...(filter.tag
      ? [{ key: 'tag', text: t('blog.topicChip', { name: t(`blog.tags.${filter.tag}`) }), clear: { tag: null } }]
      : []),
    ...(filter.query
      ? [{ key: 'query', text: t('blog.searchChip', { query: filter.query }), clear: { query: '' } }]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="news-active" aria-label={t('blog.activeFilters')} data-testid="news-active-filters">
      {chips.map(({ key, text, clear }) => (
        <li key={key}>
          <button
            type="button"
            className="news-active__chip"
            aria-label={t('blog.removeFilter', { filter: text })}
            onClick={() => choose(clear)}
          >
            {text}
            <X aria-hidden="true" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
