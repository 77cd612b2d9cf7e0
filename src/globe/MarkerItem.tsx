/**
 * One marker on the home globe: the link (dot and label) and, while it is open, its card with the
 * place (or the two places of the Gulf marker), the service it stands for and a link there. The marker's accessible name is the place and its
 * purpose; the card adds no second name for the marker, only its own link.
 */
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import type { PlaceId } from './markets';
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
            <p key={place} className="globe-card__place">
              {t(`places.cards.${place}.place`)}
            </p>
          ))}
          {/* The places of one marker share their service and its page. */}
          <p className="globe-card__service">{t(`places.cards.${firstPlace}.service`)}</p>
          <AppLink route={marker.route} className="globe-card__link">
            {t(`places.cards.${firstPlace}.link`)}
          </AppLink>
        </div>
      )}
    </li>
  );
}
