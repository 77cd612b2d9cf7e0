/**
 * One place on the home globe: the marker link (dot and label) and, while it is open, its card with the
 * place, the service it stands for and a link there. The marker's accessible name is the place and its
 * purpose; the card adds no second name for the marker, only its own link.
 */
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import type { GlobeMarker, MarkerId } from './markers';
import type { MarkerCardHandlers } from './useMarkerCard';

interface MarkerItemProps {
  marker: GlobeMarker;
  open: boolean;
  handlers: MarkerCardHandlers;
  register: (id: MarkerId, element: HTMLElement | null) => void;
  registerCard: (id: MarkerId, element: HTMLElement | null) => void;
}

export function MarkerItem({ marker, open, handlers, register, registerCard }: MarkerItemProps) {
  const { t } = useI18n();
  const name = t(`globe.markers.${marker.id}`);
  const purpose = t(marker.id === 'potsdam' ? 'globe.markerPurpose.potsdam' : 'globe.markerPurpose.abroad');
  return (
    <li data-marker={marker.id} {...handlers.item}>
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
          <p className="globe-card__place">{t(`globe.cards.${marker.id}.place`)}</p>
          <p className="globe-card__service">{t(`globe.cards.${marker.id}.service`)}</p>
          <AppLink route={marker.route} className="globe-card__link">
            {t(`globe.cards.${marker.id}.link`)}
          </AppLink>
        </div>
      )}
    </li>
  );
}
