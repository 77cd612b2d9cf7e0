import { ArrowRight } from 'lucide-react';
import { serviceCategories, serviceRoute } from '../app/routes';
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import './HomePage.css';

/** Home: hero, services and contact sections, anchored by the ids home, services and contact. */
export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <section id="home" className="hero" aria-labelledby="hero-heading">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-heading">{t('home.heading')}</h1>
        <p className="lead">{t('home.intro')}</p>
        <div className="button-row">
          <AppLink to="/" hash="services" className="button button--primary">
            {t('home.ctaServices')}
          </AppLink>
          <AppLink to="/" hash="contact" className="button button--secondary">
            {t('home.ctaContact')}
          </AppLink>
        </div>
      </section>
      <section id="services" className="page-section" aria-labelledby="services-heading">
        <h2 id="services-heading">{t('home.servicesHeading')}</h2>
        <p>{t('home.servicesIntro')}</p>
        <ul className="card-grid">
          {serviceCategories.map((category) => (
            <li key={category} className="card">
              <h3>{t(`services.${category}.name`)}</h3>
              <p>{t(`services.${category}.summary`)}</p>
              <AppLink to={serviceRoute(category)} className="card__link">
                {t('pages.service.learnMore', { name: t(`services.${category}.name`) })}
                <ArrowRight aria-hidden="true" size={16} />
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section id="contact" className="page-section" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('home.contactHeading')}</h2>
        <p>{t('home.contactIntro')}</p>
        <AppLink to="/contact" className="button button--primary">
          {t('home.contactLink')}
        </AppLink>
      </section>
    </>
  );
}
