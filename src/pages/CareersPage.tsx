import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import Globe2 from 'lucide-react/icons/earth';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Send from 'lucide-react/icons/send';
import Timer from 'lucide-react/icons/timer';
import { AppLink } from '../components/AppLink';
import { evenGrid } from '../components/evenGrid';
import { ExternalLink } from '../components/ExternalLink';
import { IconCard } from '../components/IconCard';
import { LaterPart } from '../navigation/LaterPart';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { company } from '../content/company';
import { ApplicationForm } from '../forms/ApplicationForm';
import { useI18n } from '../i18n/I18nProvider';
import { JobList } from './careers/JobList';
import { openingsIn } from './careers/openingsIn';
import './CareersPage.css';

const benefits = [
  { key: 'flexible', Icon: Timer },
  { key: 'international', Icon: Globe2 },
  { key: 'growth', Icon: GraduationCap },
  { key: 'team', Icon: HeartHandshake },
] as const;

/** /careers: the open positions (content/jobs; in another language where the page's has no file), or the specification's notice while none is open; benefits; the application form. */
export function CareersPage() {
  const { t, locale } = useI18n();
  const openings = openingsIn(locale);
  return (
    <article className="page careers" aria-labelledby={pageHeadingId}>
      <PageIntro heading={t('careers.heading')} lead={t('careers.intro')} />

      {openings.length > 0 ? <JobList openings={openings} /> : <NoPositions />}

      {/* Below the openings: rendered after them on a click (navigation/LaterPart.tsx). */}
      <LaterPart>
        <section className="page-section" aria-labelledby="benefits-heading">
          <h2 id="benefits-heading">{t('careers.benefitsHeading')}</h2>
          <ul
            className="card-grid even-grid"
            {...evenGrid(benefits.length, { narrow: 1, medium: 2, wide: 4 })}
            data-testid="careers-benefits"
          >
            {benefits.map(({ key, Icon }) => (
              <IconCard
                key={key}
                Icon={Icon}
                title={t(`careers.benefits.${key}.title`)}
                text={t(`careers.benefits.${key}.text`)}
              />
            ))}
          </ul>
        </section>

        <section className="page-section" aria-labelledby="apply-heading" id="application-form">
          <h2 id="apply-heading">{t('careers.formHeading')}</h2>
          <p>{t('careers.formIntro')}</p>
          <div className="surface careers__form">
            <ApplicationForm />
          </div>
        </section>
      </LaterPart>
    </article>
  );
}

/** The specification's notice while no job is open: a speculative application is welcome. */
function NoPositions() {
  const { t } = useI18n();
  return (
    <section className="notice careers__positions" aria-labelledby="positions-heading">
      <BriefcaseBusiness aria-hidden="true" size={22} />
      <div>
        <h2 id="positions-heading">{t('careers.noPositionsHeading')}</h2>
        <p>{t('careers.noPositionsText')}</p>
        <div className="button-row">
          {/* The application form further down takes a CV; the contact form does not (review K9). */}
          <AppLink route="careers" hash="application-form" className="button button--primary">
            <Send aria-hidden="true" size={18} />
            {t('careers.speculativeLink')}
          </AppLink>
        </div>
        <p className="meta-line">
          {t('careers.socialText')}{' '}
          <ExternalLink href={company.social.linkedin} className="careers__social">
            {t('careers.socialLink')}
          </ExternalLink>
        </p>
      </div>
    </section>
  );
}
