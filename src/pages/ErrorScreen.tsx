import House from 'lucide-react/icons/house';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { routePath } from '../routes/routes';
import { useI18n } from '../i18n/I18nProvider';
import { localizePath } from '../i18n/locales';

/** Shown by the error boundary; plain links, since client-side navigation may be what broke. */
export function ErrorScreen() {
  const { t, locale } = useI18n();
  return (
    <section className="page page--narrow error-screen" role="alert">
      <h1>{t('error.heading')}</h1>
      <p className="lead">{t('error.text')}</p>
      <div className="button-row">
        <a className="button button--primary" href={localizePath(routePath('home'), locale)}>
          <House aria-hidden="true" size={18} />
          {t('error.home')}
        </a>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" size={18} />
          {t('error.reload')}
        </button>
      </div>
    </section>
  );
}
