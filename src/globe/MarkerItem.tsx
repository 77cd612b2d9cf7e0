/**
 * One marker on the home globe: the link (dot and label) to its place's page and, while it is open, its card with
 * the place (or the two places of the Gulf marker) and the hour there, the service it stands for and a link to each
 * place's page. The marker's accessible name is the place and its purpose; the card adds no second name for the
 * marker, only its own links.
 */
import { Fragment } from 'react';
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import { placeRouteId } from '../routes/routes';
import { placeTimeZones, type PlaceId } from './markets';
import type { MarkerId, PlaceMarker } from './markers';
import type { MarkerCardHandlers } from './useMarkerCard';

interface MarkerItemProps {
  marker: PlaceMarker;
  open: boolean;
  /** A tour stop at one of the marker's places: the card names that place alone. */
  tourPlace: PlaceId | null;
  handlers: MarkerCardHandlers;
  register: (id: MarkerId, element: HTMLElement | null) => void;
  registerCard: (id: MarkerId, element: HTMLElement | null) => void;
}

/** "16:05" at a place now, on its own clock: a card opens on the visitor's act, never in the prerendered page. */
function localTime(place: PlaceId): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: placeTimeZones[place],
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());
}

export function MarkerItem({ marker, open, tourPlace, handlers, register, registerCard }: MarkerItemProps) {
  const { t } = useI18n();
  const name = t(`places.markers.${marker.id}`);
  const purpose = t(marker.id === 'potsdam' ? 'places.markerPurpose.potsdam' : 'places.markerPurpose.abroad');
  const [firstPlace = 'potsdam'] = marker.places;
  const places = tourPlace && marker.places.includes(tourPlace) ? [tourPlace] : marker.places;
  return (
    <li data-marker={marker.id} data-touring={tourPlace ? '' : undefined} {...handlers.item}>
      <AppLink
        route={marker.route}
        ref={(element: HTMLAnchorElement | null) => register(marker.id, element)}
        className="globe-marker"
        aria-label={`${name}${purpose}`}
        data-facing="back"
        data-side={marker.labelSide}
        {...handlers.link}
      >
        <span className="globe-marker__dot" aria-hidden="true" />
        <span className="globe-marker__label">{name}</span>
      </AppLink>
      {open && (
        <div ref={(element: HTMLDivElement | null) => registerCard(marker.id, element)} className="globe-card">
          {places.map((place) => (
            <Fragment key={place}>
              <p className="globe-card__place">{t(`places.cards.${place}.place`)}</p>
              <p className="globe-card__time" data-testid="globe-card-time">
                {t('places.localTime', { time: localTime(place) })}
              </p>
            </Fragment>
          ))}
          {/* The places of one marker share their service; each has its page. */}
          <p className="globe-card__service">{t(`places.cards.${firstPlace}.service`)}</p>
          {places.map((place) => (
            <AppLink key={place} route={placeRouteId(place)} className="globe-card__link">
              {t(`places.cards.${place}.link`)}
            </AppLink>
          ))}
        </div>
      )}
    </li>
  );
}
