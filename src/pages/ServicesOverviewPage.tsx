import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { useLocation, useSearch } from 'wouter';
import { serviceRouteId, subServiceRouteId } from '../routes/routes';
import { useMounted } from '../browser/useMounted';
import { AppLink } from '../components/AppLink';
import { chipRows } from '../components/evenGrid';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { overviewCategories, subServiceCopy, type OverviewId } from '../content/services/subServices';
import { useI18n } from '../i18n/I18nProvider';
import './ServicesOverviewPage.css';

type Filter = OverviewId | 'all';
const filters: readonly Filter[] = ['all', ...overviewCategories.map((category) => category.id)];

function isFilter(value: string | null): value is Filter {
  return filters.includes(value as Filter);
}

/**
 * Cards per category with features and sub-service links, and a filter kept in the URL (?category=it)
 * so a filtered view can be shared and survives a reload. The prerendered page shows all categories.
 */
export function ServicesOverviewPage() {
  const { t, messages } = useI18n();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('category');
  const mounted = useMounted(requested !== null);
  const filter: Filter = mounted && isFilter(requested) ? requested : 'all';
  const shown = overviewCategories.filter((category) => filter === 'all' || category.id === filter);
  const name = (id: OverviewId): string => t(`services.${id === 'research' ? 'rd' : id}.name`);

  const choose = (next: Filter): void => {
    navigate(next === 'all' ? location : `${location}?category=${next}`, { replace: true });
  };

  return (
    <article className="page services-overview" aria-labelledby={pageHeadingId}>
      <PageIntro heading={t('pages.services.heading')} lead={t('pages.services.intro')} />
      <fieldset className="overview-filter">
        <legend>{t('overview.filterLabel')}</legend>
        <div className="chip-rows" {...chipRows({ narrow: 2, medium: 4, wide: 4 })}>
          {filters.map((option) => (
            <label key={option} className="overview-filter__option">
              <input
                type="radio"
                name="category"
                value={option}
                checked={filter === option}
                onChange={() => choose(option)}
              />
              <span className="chip">{option === 'all' ? t('overview.all') : name(option)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="meta-line" aria-live="polite" data-testid="overview-count">
        {t('overview.showing', { count: shown.length, total: overviewCategories.length })}
      </p>
      <ul className="overview-cards" data-testid="overview-cards">
        {shown.map(({ id, category, subServices }) => {
          const copy = messages.overview.categories[id];
          return (
            <li key={id} className="card overview-card" data-category={id}>
              <div className="overview-card__intro">
                <h2>{name(id)}</h2>
                <p>{copy.description}</p>
                <AppLink route={serviceRouteId(category)} className="card__link">
                  {t('overview.openCategory', { name: name(id) })}
                  <ArrowRight aria-hidden="true" size={16} />
                </AppLink>
              </div>
              <div className="overview-card__part">
                <h3 className="overview-card__label">{t('overview.featuresLabel')}</h3>
                <ul className="overview-card__features">
                  {copy.features.map((feature) => (
                    <li key={feature}>
                      <Check aria-hidden="true" size={16} />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              {subServices.length > 0 && (
                <div className="overview-card__part">
                  <h3 className="overview-card__label">{t('overview.subServicesLabel')}</h3>
                  <ul className="overview-card__subs">
                    {subServices.map((sub) => {
                      const subCopy = subServiceCopy(messages, id, sub.key);
                      return (
                        <li key={sub.slug}>
                          <AppLink route={subServiceRouteId(category, sub.slug)}>{subCopy.name}</AppLink>
                          <span>{subCopy.description}</span>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
