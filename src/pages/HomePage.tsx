import { AppLink } from '../components/AppLink';
import { GlobeTwin } from '../components/GlobeTwin';
import { HydrationPart } from '../components/HydrationPart';
import { LaterPart } from '../navigation/LaterPart';
import { company } from '../content/company';
import { sitePlaceIds } from '../content/places';
import { homeStats } from '../content/homeStats';
import { ContactForm } from '../forms/ContactForm';
import { GlobePauseButton } from '../globe';
import { GlobeMarkers } from '../globe/homeMarkers';
import { useI18n } from '../i18n/I18nProvider';
import { HiringLine } from './home/HiringLine';
import { ServiceTabs } from './home/ServiceTabs';
import { StatsBand } from './service/StatsBand';
import './HomePage.css';

/** Home: hero, services and contact sections, anchored by the ids home, services and contact. */
export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <section id="home" className="hero" aria-labelledby="hero-heading">
        {/* The first screen: the text, then (portrait) the globe's window down to the fold. */}
        <div className="hero__first">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-heading">{t('home.heading')}</h1>
          <p className="lead">{t('home.intro')}</p>
          <div className="button-row">
            <AppLink route="home" hash="services" className="button button--primary">
              {t('home.ctaServices')}
            </AppLink>
            <AppLink route="home" hash="contact" className="button button--secondary">
              {t('home.ctaContact')}
            </AppLink>
          </div>
          <HiringLine />
          <div className="hero__globe-window" />
        </div>
        {/* Portrait: the places come under the globe, the figures after them. */}
        <GlobeMarkers />
        {/* The globe in words, for screen readers and print (the markers are its links on screen). */}
        <GlobeTwin
          caption={t('places.twin')}
          places={sitePlaceIds.map((place) => ({ place, label: t(`places.cards.${place}.place`) }))}
          shown={false}
        />
        <StatsBand stats={homeStats} labels={(id) => t(`home.stats.${id}`)} label={t('serviceCommon.statsLabel')} />
        <GlobePauseButton className="globe-pause--hero" compact />
      </section>
      {/* The catalogue and the form hydrate after the hero, in a later pass, and render after it on a click
          (components/HydrationPart.tsx, LaterPart.tsx). */}
      <HydrationPart>
        <LaterPart>
          <section id="services" className="page-section" aria-labelledby="services-heading">
            <h2 id="services-heading">{t('catalogue.heading')}</h2>
            <p>{t('catalogue.intro')}</p>
            <ServiceTabs />
            <aside className="cta-panel cta-panel--compact" aria-labelledby="custom-heading">
              <h3 id="custom-heading">{t('catalogue.customHeading')}</h3>
              <p>{t('catalogue.customText')}</p>
              <AppLink route="contact" className="button button--primary">
                {t('catalogue.customButton')}
              </AppLink>
            </aside>
          </section>
        </LaterPart>
      </HydrationPart>
      <HydrationPart>
        <LaterPart>
          <section id="contact" className="page-section home-contact" aria-labelledby="contact-heading">
            <div className="home-contact__intro">
              <h2 id="contact-heading">{t('home.contactHeading')}</h2>
              <p>{t('home.contactIntro', { hours: company.responseTimeHours })}</p>
              <AppLink route="contact">{t('home.contactLink')}</AppLink>
            </div>
            <div className="surface">
              <ContactForm idPrefix="home-contact" />
            </div>
          </section>
        </LaterPart>
      </HydrationPart>
    </>
  );
}
