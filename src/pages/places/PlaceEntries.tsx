import { AppLink } from '../../components/AppLink';
import type { PlaceId } from '../../content/places';
import { useI18n } from '../../i18n/I18nProvider';
import { entryRouteId } from '../../routes/routes';
import { newsAt, openingsAt } from './entriesAt';

/**
 * The news and openings placed at a place (entriesAt.ts), newest first as their lists are: each its kind and a link
 * by its headline or job title; an opening without a file in the page's language says which language it has. With
 * none, the news and careers pages, where everything published is.
 */
export function PlaceEntries({ place }: { place: PlaceId }) {
  const { t, locale: pageLocale } = useI18n();
  const news = newsAt(place, pageLocale);
  const openings = openingsAt(place, pageLocale);
  return (
    <section className="page-section place-entries" aria-labelledby="place-entries-heading">
      <h2 id="place-entries-heading">{t('placePages.entries.heading')}</h2>
      {news.length + openings.length === 0 ? (
        <p data-testid="place-entries-empty">
          {t('placePages.entries.empty')} <AppLink route="blog">{t('placePages.entries.newsLink')}</AppLink>
          {' · '}
          <AppLink route="careers">{t('placePages.entries.careersLink')}</AppLink>
        </p>
      ) : (
        <ul className="place-entries__list" data-testid="place-entries">
          {news.map((article) => (
            <li key={`news/${article.slug}`} className="surface">
              <span className="place-entries__kind">{t('placePages.entries.news')}</span>
              <AppLink route={entryRouteId({ collection: 'news', slug: article.slug })}>{article.title}</AppLink>
              <time dateTime={article.date}>{article.dateText}</time>
            </li>
          ))}
          {openings.map(({ job, locale }) => {
            const foreign = locale !== pageLocale;
            return (
              <li key={`jobs/${job.slug}`} className="surface">
                <span className="place-entries__kind">{t('placePages.entries.job')}</span>
                <AppLink
                  route={entryRouteId({ collection: 'jobs', slug: job.slug })}
                  locale={locale}
                  {...(foreign ? { hrefLang: locale, lang: locale } : {})}
                >
                  {job.title}
                </AppLink>
                {foreign && <span> ({t(`placePages.entries.inLanguage.${locale}`)})</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
