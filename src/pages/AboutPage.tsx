import Award from 'lucide-react/icons/award';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Globe2 from 'lucide-react/icons/earth';
import Handshake from 'lucide-react/icons/handshake';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Users from 'lucide-react/icons/users';
import { AppLink } from '../components/AppLink';
import { evenGrid } from '../components/evenGrid';
import { IconCard } from '../components/IconCard';
import { LaterPart } from '../navigation/LaterPart';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { useReveal } from '../components/useReveal';
import { company, countriesBeyondGermany } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import './AboutPage.css';

const values = [
  { key: 'quality', Icon: Award },
  { key: 'customers', Icon: Handshake },
  { key: 'innovation', Icon: Lightbulb },
] as const;

export function AboutPage() {
  const { t, messages } = useI18n();
  const { ref, state } = useReveal<HTMLElement>();
  const facts = [
    { Icon: CalendarDays, text: t('about.facts.founded', { year: company.foundingYear }) },
    { Icon: Building2, text: t('about.facts.headquarters', { city: company.address.city }) },
    { Icon: Globe2, text: t('about.facts.countries', { count: countriesBeyondGermany }) },
    { Icon: Users, text: t('about.facts.employees', { min: company.employees.min, max: company.employees.max }) },
  ];

  return (
    <article className="page about" aria-labelledby={pageHeadingId}>
      <PageIntro eyebrow={t('about.eyebrow')} heading={t('about.heading')} lead={t('about.intro')} />

      <section
        ref={ref}
        className={`about__body reveal reveal--${state}`}
        data-reveal={state}
        aria-labelledby="mission-heading"
      >
        <div className="about__mission surface">
          <h2 id="mission-heading">{t('about.missionHeading')}</h2>
          {messages.about.mission.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className="about__facts surface" aria-labelledby="facts-heading">
          <h2 id="facts-heading">{t('about.factsHeading')}</h2>
          <ul>
            {facts.map(({ Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" size={20} />
                {text}
              </li>
            ))}
          </ul>
        </aside>
      </section>

      {/* Below the first screen: rendered after it on a click (navigation/LaterPart.tsx). */}
      <LaterPart>
        <section className="page-section" aria-labelledby="values-heading">
          <h2 id="values-heading">{t('about.valuesHeading')}</h2>
          <ul className="card-grid even-grid" {...evenGrid(values.length, { narrow: 1, medium: 2, wide: 3 })}>
            {values.map(({ key, Icon }) => (
              <IconCard
                key={key}
                Icon={Icon}
                title={t(`about.values.${key}.title`)}
                text={t(`about.values.${key}.text`)}
              />
            ))}
          </ul>
        </section>

        <section className="cta-panel" aria-labelledby="about-cta-heading">
          <h2 id="about-cta-heading">{t('about.ctaHeading')}</h2>
          <p>{t('about.ctaText')}</p>
          <AppLink route="contact" className="button button--primary">
            {t('about.ctaButton')}
          </AppLink>
        </section>
      </LaterPart>
    </article>
  );
}
