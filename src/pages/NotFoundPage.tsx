import ArrowLeft from 'lucide-react/icons/arrow-left';
import House from 'lucide-react/icons/house';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Mail from 'lucide-react/icons/mail';
import { AppLink } from '../components/AppLink';
import { evenGrid } from '../components/evenGrid';
import { useI18n } from '../i18n/I18nProvider';
import './NotFoundPage.css';

const suggestions = [
  { key: 'home', route: 'home', Icon: House },
  { key: 'services', route: 'services', Icon: LayoutGrid },
  { key: 'contact', route: 'contact', Icon: Mail },
] as const;

/** More of the site: the pages the cards above do not already offer (each page is named once). */
const popular = [
  { route: 'about', label: 'about' },
  { route: 'blog', label: 'news' },
  { route: 'careers', label: 'careers' },
] as const;

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="page page--narrow not-found" aria-labelledby="page-heading">
      <h1 id="page-heading">{t('notFound.heading')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <div className="button-row">
        <AppLink route="home" className="button button--primary">
          <House aria-hidden="true" size={18} />
          {t('notFound.home')}
        </AppLink>
        <button type="button" className="button button--secondary" onClick={() => window.history.back()}>
          <ArrowLeft aria-hidden="true" size={18} />
          {t('notFound.back')}
        </button>
      </div>
      <h2>{t('notFound.suggestionsHeading')}</h2>
      <ul
        className="card-grid even-grid"
        {...evenGrid(suggestions.length, { narrow: 1, medium: 2, wide: 3 })}
        data-testid="not-found-suggestions"
      >
        {suggestions.map(({ key, route, Icon }) => (
          <li key={key} className="card">
            <Icon aria-hidden="true" size={22} className="card__icon" />
            <h3>
              <AppLink route={route} className="card__cover-link">
                {t(`notFound.suggestions.${key}.title`)}
              </AppLink>
            </h3>
            <p>{t(`notFound.suggestions.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2>{t('notFound.popularHeading')}</h2>
      <ul className="pill-list pill-rows" data-testid="not-found-popular">
        {popular.map((link) => (
          <li key={link.route}>
            <AppLink route={link.route}>{t(`nav.${link.label}`)}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
