import Search from 'lucide-react/icons/search';
import type { SubmitEvent } from 'react';
import './NewsList.css';
import { useLocation, useSearch } from 'wouter';
import { useMounted } from '../../browser/useMounted';
import { BackLink } from '../../components/BackLink';
import { PageIntro, pageHeadingId } from '../../components/PageIntro';
import { entriesIn } from '../../content/collections';
import { useI18n } from '../../i18n/I18nProvider';
import { localeInfo } from '../../i18n/locales';
import { ActiveFilters } from './ActiveFilters';
import { ArticleCard } from './ArticleCard';
import { NewsFilters } from './NewsFilters';
import {
  filterNews,
  isFiltered,
  newsFacets,
  newsFilterSearch,
  noFilter,
  readNewsFilter,
  type NewsFilter,
} from './newsFilter';

/**
 * The published articles of the page's language, newest first, with a search and filters kept in the URL,
 * the filters in force named beside the count. The prerendered list is unfiltered; a filter in the address
 * applies once the page has hydrated (without scripts, the search form and a topic link load the list).
 */
export function NewsList() {
  const { t, locale } = useI18n();
  const [location, navigate] = useLocation();
  const requested = readNewsFilter(useSearch());
  const mounted = useMounted(isFiltered(requested));
  const filter = mounted ? requested : noFilter;
  const articles = entriesIn('news', locale);
  const shown = filterNews(articles, filter, localeInfo[locale].intl);
  const facets = newsFacets(articles, filter, localeInfo[locale].intl);

  const choose = (change: Partial<NewsFilter>): void =>
    navigate(`${location}${newsFilterSearch({ ...filter, ...change })}`, { replace: true });
  const search = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    choose({ query: typeof query === 'string' ? query : '' });
  };

  return (
    <article className="page blog" aria-labelledby={pageHeadingId}>
      <PageIntro heading={t('blog.heading')} lead={t('blog.publishedIntro')} />
      <search className="blog__tools">
        <form className="blog__search" onSubmit={search}>
          <label>
            <span className="visually-hidden">{t('blog.searchLabel')}</span>
            <Search aria-hidden="true" size={18} />
            {/* Keyed by the query: clearing the filters empties the box. */}
            <input
              key={filter.query}
              type="search"
              name="q"
              defaultValue={filter.query}
              placeholder={t('blog.searchPlaceholder')}
            />
          </label>
          <button type="submit" className="button button--primary">
            {t('blog.searchButton')}
          </button>
        </form>
      </search>
      <div className="blog__layout">
        <div>
          <div className="news-status">
            <p className="meta-line" aria-live="polite" data-testid="news-count">
              {t('blog.showing', { count: shown.length, total: articles.length })}
            </p>
            <ActiveFilters filter={filter} choose={choose} />
          </div>
          {shown.length > 0 ? (
            <ul className="news-cards" data-testid="news-list">
              {shown.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </ul>
          ) : (
            <div className="notice">
              <p>{t('blog.noMatches')}</p>
              <button type="button" className="button button--secondary" onClick={() => choose({ ...noFilter })}>
                {t('blog.clearFilters')}
              </button>
            </div>
          )}
        </div>
        <NewsFilters filter={filter} facets={facets} choose={choose} />
      </div>
      <BackLink route="home" label={t('blog.backHome')} />
    </article>
  );
}
