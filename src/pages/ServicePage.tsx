import MapPin from 'lucide-react/icons/map-pin';
import type { RouteDef } from '../routes/routes';
import { AppLink } from '../components/AppLink';
import { evenGrid } from '../components/evenGrid';
import { HydrationPart } from '../components/HydrationPart';
import { LaterPart } from '../navigation/LaterPart';
import { IconCard } from '../components/IconCard';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { servicePageId, servicePages } from '../content/services/pages';
import { useI18n } from '../i18n/I18nProvider';
import { servicePreset } from '../routes/contactPreset';
import { pageCopy } from './service/pageCopy';
import { ProcessSteps } from './service/ProcessSteps';
import { ServiceCards } from './service/ServiceCards';
import { ServiceGrid } from './service/ServiceGrid';
import { StatsBand } from './service/StatsBand';
import './service/ServicePage.css';

/** One generic page for every service category, rendered from content/services and the dictionary. */
export function ServicePage({ route }: { route: RouteDef }) {
  const { t, messages } = useI18n();
  const service = route.service;
  if (!service) throw new Error(`Route ${route.id} is not a service page`);
  const facts = servicePages[servicePageId(service.category, service.variant)];
  const copy = pageCopy(messages, facts.copyKey);

  return (
    <article className="page service-page" aria-labelledby={pageHeadingId}>
      {/* The eyebrow is the category's one name, as navigation, breadcrumbs, cards and the contact form say it. */}
      <PageIntro eyebrow={t(`services.${service.category}.name`)} heading={copy.title} lead={copy.text} />

      <StatsBand stats={facts.stats} labels={(id) => copy.stats[id]} label={t('serviceCommon.statsLabel')} />

      {copy.countries && (
        <section className="page-section" aria-labelledby="countries-heading">
          <h2 id="countries-heading">{copy.countriesHeading}</h2>
          <ul className="pill-list pill-list--static pill-rows" data-testid="service-countries">
            {Object.values(copy.countries).map((country) => (
              <li key={country}>
                <MapPin aria-hidden="true" size={16} />
                {country}
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* The cards and the sections after them hydrate after the intro, in a later pass, and render after it
          on a click; a sub-service's address renders them at once, to scroll to its section
          (components/HydrationPart.tsx, LaterPart.tsx). */}
      <HydrationPart>
        <LaterPart whole={service.anchor !== undefined}>
          <section className="page-section" aria-labelledby="services-heading">
            <h2 id="services-heading">{copy.servicesHeading}</h2>
            <ServiceCards
              cards={facts.services}
              copy={copy.services}
              {...(service.anchor ? { highlight: service.anchor } : {})}
            />
          </section>
        </LaterPart>
      </HydrationPart>

      <HydrationPart>
        <LaterPart whole={service.anchor !== undefined}>
          {facts.grid && (
            <section className="page-section" aria-labelledby="grid-heading">
              <h2 id="grid-heading">{copy.gridHeading}</h2>
              <ServiceGrid grid={facts.grid} copy={copy} {...(service.anchor ? { highlight: service.anchor } : {})} />
            </section>
          )}

          <section className="page-section" aria-labelledby="process-heading">
            <h2 id="process-heading">{copy.processHeading}</h2>
            <ProcessSteps steps={facts.process} copy={copy.process} />
          </section>

          <section className="page-section" aria-labelledby="benefits-heading">
            <h2 id="benefits-heading">{copy.benefitsHeading}</h2>
            <ul
              className="card-grid even-grid"
              {...evenGrid(facts.benefits.length, { narrow: 1, medium: 2, wide: 4 })}
              data-testid="service-benefits"
            >
              {facts.benefits.map(({ id, Icon }) => {
                const benefit = copy.benefits[id];
                return <IconCard key={id} Icon={Icon} title={benefit.title} text={benefit.text} />;
              })}
            </ul>
          </section>

          <section className="cta-panel" aria-labelledby="service-cta-heading">
            <h2 id="service-cta-heading">{copy.ctaHeading}</h2>
            <p>{copy.ctaText}</p>
            <div className="button-row button-row--center">
              {/* The form opens with this page's service chosen, as the accessibility statement's link does (review A2). */}
              <AppLink route="contact" query={servicePreset(service.category)} className="button button--primary">
                {t('serviceCommon.freeConsultation')}
              </AppLink>
              <AppLink route="services" className="button button--on-brand">
                {t('serviceCommon.allServices')}
              </AppLink>
            </div>
          </section>
        </LaterPart>
      </HydrationPart>
    </article>
  );
}
