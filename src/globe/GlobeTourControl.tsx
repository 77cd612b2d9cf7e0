/**
 * The hero's "Tour" control, beside the pause control: starts the guided tour (useGlobeTour.ts) and, while
 * it runs, stops it. The caption under it says which stop of how many is shown, and is a polite live
 * region, so a screen reader hears each place as the globe reaches it. Rendered after hydration only,
 * with the markers (GlobeMarkers.tsx): without JavaScript there is no tour to offer.
 */
import Route from 'lucide-react/icons/route';
import Square from 'lucide-react/icons/square';
import { useI18n } from '../i18n/I18nProvider';
import { tourStops, type TourStop } from './tour';
import './tour.css';

export function GlobeTourControl({ stop, onToggle }: { stop: TourStop | null; onToggle: () => void }) {
  const { t } = useI18n();
  const name = t(stop ? 'globe.tour.stop' : 'globe.tour.start');
  const Icon = stop ? Square : Route;
  return (
    <div className="globe-tour">
      <button
        type="button"
        className="icon-button globe-pause--compact globe-tour__toggle"
        data-tour-toggle=""
        aria-label={name}
        title={name}
        aria-pressed={stop !== null}
        onClick={onToggle}
      >
        <Icon aria-hidden="true" size={18} />
      </button>
      <p className="globe-tour__caption" aria-live="polite" data-testid="globe-tour-caption">
        {stop && (
          <>
            {t('places.tour.caption', {
              number: stop.index + 1,
              count: tourStops.length,
              place: t(`places.cards.${stop.place}.place`),
            })}
            {/* Phones have no floating card: the caption says the service, and the place's link is highlighted. */}
            <span className="globe-tour__service"> {t(`places.cards.${stop.place}.service`)}</span>
          </>
        )}
      </p>
    </div>
  );
}
