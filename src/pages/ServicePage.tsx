import type { RouteDef } from '../app/routes';
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';

/** One generic page for every service category (its content modules come with the service-content work). */
export function ServicePage({ route }: { route: RouteDef }) {
  const { t } = useI18n();
  const category = route.service?.category ?? 'it';
  return (
    <section className="page page--narrow" aria-labelledby="page-heading">
      <h1 id="page-heading">{t(`services.${category}.name`)}</h1>
      <p className="lead">{t('pages.service.intro', { summary: t(`services.${category}.summary`) })}</p>
      <div className="button-row">
        <AppLink to="/contact" className="button button--primary">
          {t('pages.service.contactCta')}
        </AppLink>
        <AppLink to="/services" className="button button--secondary">
          {t('pages.service.backToServices')}
        </AppLink>
      </div>
    </section>
  );
}
