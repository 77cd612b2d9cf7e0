import { AppLink } from '../../components/AppLink';
import { homeStats } from '../../content/homeStats';
import type { PlaceId } from '../../content/places';
import { serviceCategories } from '../../content/services/categories';
import { useI18n } from '../../i18n/I18nProvider';
import { serviceRouteId } from '../../routes/routes';
import { StatsBand } from '../service/StatsBand';

/**
 * What the company does at a place, in the specification's words: from the head office all seven fields (each to its
 * page, named and summed up as everywhere else) with home's figures from the claims register; in a market, real
 * estate, its services as the real estate page names them.
 */
export function PlaceServices({ place }: { place: PlaceId }) {
  const { t, messages } = useI18n();
  const headOffice = place === 'potsdam';
  return (
    <section className="page-section place-services" aria-labelledby="place-services-heading">
      <h2 id="place-services-heading">{t(`placePages.${place}.servicesHeading`)}</h2>
      {headOffice ? (
        <>
          <ul className="place-services__fields">
            {serviceCategories.map((category) => (
              <li key={category}>
                <AppLink route={serviceRouteId(category)}>{t(`services.${category}.name`)}</AppLink>
                <span>{t(`services.${category}.summary`)}</span>
              </li>
            ))}
          </ul>
          <StatsBand stats={homeStats} labels={(id) => t(`home.stats.${id}`)} label={t('serviceCommon.statsLabel')} />
        </>
      ) : (
        <>
          <ul className="place-services__list">
            {messages.placePages.realEstate.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          <p>
            <AppLink route={serviceRouteId('realEstate')}>{t('placePages.realEstate.link')}</AppLink>
          </p>
        </>
      )}
    </section>
  );
}
