import ArrowRight from 'lucide-react/icons/arrow-right';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Clock from 'lucide-react/icons/clock';
import House from 'lucide-react/icons/house';
import MapPin from 'lucide-react/icons/map-pin';
import Wallet from 'lucide-react/icons/wallet';
import { AppLink } from '../../components/AppLink';
import { useI18n } from '../../i18n/I18nProvider';
import { entryRouteId } from '../../routes/routes';
import { employmentText, payText } from '../../components/entries/jobWords';
import type { ListedOpening } from './openingsIn';

/**
 * The open positions on /careers: each a card with its title (the link), key facts and summary. An opening without
 * a file in the page's language links to its page in the language it has, and says which ("in English").
 */
export function JobList({ openings }: { openings: readonly ListedOpening[] }) {
  const { t, locale: pageLocale } = useI18n();
  return (
    <section className="page-section careers__open" aria-labelledby="open-positions-heading">
      <h2 id="open-positions-heading">{t('careers.openHeading')}</h2>
      <p>{t('careers.openIntro')}</p>
      <ul className="job-list" data-testid="job-list">
        {openings.map(({ job, locale }) => {
          const foreign = locale !== pageLocale;
          return (
            <li key={job.slug} className="card job-card">
              <h3>
                <AppLink
                  route={entryRouteId({ collection: 'jobs', slug: job.slug })}
                  locale={locale}
                  {...(foreign ? { hrefLang: locale, lang: locale } : {})}
                  className="card__cover-link"
                >
                  <BriefcaseBusiness aria-hidden="true" size={20} className="job-card__icon" />
                  {job.title}
                </AppLink>
                {foreign && <span className="job-card__language"> ({t(`careers.inLanguage.${locale}`)})</span>}
              </h3>
              <ul className="job-card__facts">
                <li>
                  <MapPin aria-hidden="true" size={16} />
                  {job.location}
                </li>
                <li>
                  <Clock aria-hidden="true" size={16} />
                  {employmentText(t, job)}
                </li>
                <li>
                  <Wallet aria-hidden="true" size={16} />
                  {payText(t, job)}
                </li>
                {job.remote && (
                  <li>
                    <House aria-hidden="true" size={16} />
                    {t('careers.remote')}
                  </li>
                )}
              </ul>
              <p {...(foreign ? { lang: locale } : {})}>{job.summary}</p>
              <span className="card__link" aria-hidden="true">
                {t('careers.details')}
                <ArrowRight size={16} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
