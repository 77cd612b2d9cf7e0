import BellRing from 'lucide-react/icons/bell-ring';
import Clock from 'lucide-react/icons/clock';
import Filter from 'lucide-react/icons/funnel';
import Newspaper from 'lucide-react/icons/newspaper';
import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import { AppLink } from '../../components/AppLink';
import { BackLink } from '../../components/BackLink';
import { evenGrid } from '../../components/evenGrid';
import { PageIntro, pageHeadingId } from '../../components/PageIntro';
import { blogCategories, blogCategoryCounts, blogPlaceholders, blogTags } from '../../content/blog';
import { useI18n } from '../../i18n/I18nProvider';

/**
 * The news placeholder, while a language has no published article: honest about being empty, with its
 * future controls visibly disabled (the specification's page, unchanged).
 */
export function BlogPlaceholder() {
  const { t } = useI18n();
  const hintId = useId();
  return (
    <article className="page blog" aria-labelledby={pageHeadingId}>
      <PageIntro heading={t('blog.heading')} lead={t('blog.intro')} />

      <search className="blog__tools">
        <label className="blog__search">
          <span className="visually-hidden">{t('blog.searchLabel')}</span>
          <Search aria-hidden="true" size={18} />
          <input type="search" placeholder={t('blog.searchPlaceholder')} disabled aria-describedby={hintId} />
        </label>
        <button type="button" className="button button--secondary" disabled aria-describedby={hintId}>
          <Filter aria-hidden="true" size={18} />
          {t('blog.filterButton')}
        </button>
        <p id={hintId} className="blog__hint">
          {t('blog.unavailableHint')}
        </p>
      </search>

      <div className="blog__layout">
        <div>
          <section className="notice blog__coming-soon" aria-labelledby="coming-soon-heading">
            <Newspaper aria-hidden="true" size={22} />
            <div>
              <h2 id="coming-soon-heading">{t('blog.comingSoonHeading')}</h2>
              <p>{t('blog.comingSoonText')}</p>
              <AppLink route="contact" className="button button--primary">
                <BellRing aria-hidden="true" size={18} />
                {t('blog.notifyMe')}
              </AppLink>
            </div>
          </section>
          <ul
            className="blog__cards even-grid"
            {...evenGrid(blogPlaceholders.length, { narrow: 1, medium: 2, wide: 2 })}
            data-testid="blog-placeholders"
          >
            {blogPlaceholders.map((card, index) => (
              <li key={index} className="blog-card">
                <div className="blog-card__image" aria-hidden="true" />
                <p className="blog-card__category">{t(`blog.categories.${card.category}`)}</p>
                <h3>{t('blog.placeholderTitle')}</h3>
                <p>{t('blog.placeholderText')}</p>
                <p className="blog-card__meta">
                  <Clock aria-hidden="true" size={15} />
                  {t('blog.readTime', { minutes: card.readMinutes })}
                </p>
              </li>
            ))}
          </ul>
        </div>

        <aside className="blog__sidebar">
          <section className="surface" aria-labelledby="categories-heading">
            <h2 id="categories-heading">{t('blog.categoriesHeading')}</h2>
            <ul className="blog__categories" data-testid="blog-categories">
              {blogCategories.map((category) => (
                <li key={category}>
                  <span>{t(`blog.categories.${category}`)}</span>
                  <span className="blog__count" aria-hidden="true">
                    {blogCategoryCounts[category]}
                  </span>
                  <span className="visually-hidden">
                    {t('blog.articleCount', { count: blogCategoryCounts[category] })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className="surface" aria-labelledby="tags-heading">
            <h2 id="tags-heading">{t('blog.tagsHeading')}</h2>
            <ul className="blog__tags pill-rows" data-testid="blog-tags">
              {blogTags.map((tag) => (
                <li key={tag}>{t(`blog.tags.${tag}`)}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>

      <BackLink route="home" label={t('blog.backHome')} />
    </article>
  );
}
