import { GlobeTwin } from '../components/GlobeTwin';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { company } from '../content/company';
import { sitePlaceIds } from '../content/places';
import { useI18n } from '../i18n/I18nProvider';
import { LaterPart } from '../navigation/LaterPart';
import { placePreset } from '../routes/contactPreset';
import type { RouteDef } from '../routes/routes';
import { AppLink } from '../components/AppLink';
import { PlaceClock } from './places/PlaceClock';
import { PlaceEntries } from './places/PlaceEntries';
import { PlaceServices } from './places/PlaceServices';
import './PlacePage.css';

/**
 * A place's page (the head office, a market abroad), behind its marker on the home globe, while the globe behind it
 * faces the place (the route's framing): what the company does there, the hour there, the news and openings placed
 * there, a contact link that names the place, and the globe in words.
 */
export function PlacePage({ route }: { route: RouteDef }) {
  const { t } = useI18n();
  const { place } = route;
  if (!place) throw new Error(`${route.id} is no place's page`);
  return (
    <article className="page place-page" aria-labelledby={pageHeadingId} data-place={place}>
      <PageIntro
        eyebrow={t('breadcrumbs.segments.places')}
        heading={t(`placePages.${place}.heading`)}
        lead={t(`placePages.${place}.lead`)}
      />
      <PlaceClock place={place} />
      <PlaceServices place={place} />
      {/* Below the first screen: rendered after it on a click (navigation/LaterPart.tsx). */}
      <LaterPart>
        <PlaceEntries place={place} />
        <section className="cta-panel" aria-labelledby="place-contact-heading">
          <h2 id="place-contact-heading">{t(`placePages.${place}.contactHeading`)}</h2>
          <p>{t('placePages.contactText', { hours: company.responseTimeHours })}</p>
          <AppLink route="contact" query={placePreset(place)} className="button button--primary">
            {t('placePages.contactButton')}
          </AppLink>
        </section>
        <GlobeTwin
          caption={t(`placePages.${place}.globe`)}
          places={sitePlaceIds.map((id) => ({ place: id, label: t(`placePages.${id}.twin`) }))}
          current={place}
          shown
        />
      </LaterPart>
    </article>
  );
}
