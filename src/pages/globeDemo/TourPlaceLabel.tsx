/**
 * The guided tour names the place it stops at on the globe itself, beside the place, with the hour there: large
 * enough to read from a few metres at a stand, in the page's language, drawn as HTML over either renderer so every
 * script is crisp. It follows the place as the globe turns and sways (globe/stage.ts `watchTilePoint`), stands on
 * the side of the place with room, and hides while the place is behind the globe. The card (TourCard.tsx) announces
 * the stop; this name is for the eye alone. Under reduced motion the globe faces the place at once and the name
 * simply stands there, without its fade.
 */
import { useEffect, useRef, useState } from 'react';
import { wallClock } from '../../content/placeClock';
import { placeTimeZones, type PlaceId } from '../../content/places';
import { watchTilePoint, type TourStop } from '../../globe/stage';
import { useI18n } from '../../i18n/I18nProvider';

/** The name stands this far (CSS px) from its place, on the side with room. */
const besidePx = 18;
const minuteMs = 60_000;

/** The hour at a place now, read again on each minute while shown. */
function usePlaceTime(place: PlaceId): string {
  const [time, setTime] = useState(() => wallClock(new Date(), placeTimeZones[place]).time);
  useEffect(() => {
    let timer = 0;
    const tick = (): void => {
      setTime(wallClock(new Date(), placeTimeZones[place]).time);
      timer = window.setTimeout(tick, minuteMs - (Date.now() % minuteMs));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [place]);
  return time;
}

function standBeside(element: HTMLElement, x: number, y: number, front: boolean): void {
  const box = element.offsetParent?.getBoundingClientRect();
  const width = element.offsetWidth;
  // Right of the place where the name fits, else left of it.
  const right = !box || x + besidePx + width <= box.width - besidePx;
  const left = right ? x + besidePx : x - besidePx - width;
  element.style.transform = `translate(${left.toFixed(1)}px, ${(y - element.offsetHeight / 2).toFixed(1)}px)`;
  element.dataset.side = right ? 'right' : 'left';
  element.dataset.facing = front ? 'front' : 'back';
}

export function TourPlaceLabel({ stop, tileKey }: { stop: TourStop; tileKey: string }) {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  const time = usePlaceTime(stop.place);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchTilePoint(tileKey, stop.lat, stop.lon, (point, stage) => {
      if (!point) {
        element.dataset.facing = 'back';
        return;
      }
      // The stage's pixels, as the label's containing block (the presented tile) has them.
      const stageBox = stage.getBoundingClientRect();
      const hostBox = element.offsetParent?.getBoundingClientRect() ?? stageBox;
      standBeside(element, point.x + stageBox.left - hostBox.left, point.y + stageBox.top - hostBox.top, point.front);
    });
  }, [tileKey, stop.lat, stop.lon]);

  return (
    <div ref={ref} className="globe-tile__place" data-facing="back" data-testid="tour-place-label" aria-hidden="true">
      <span className="globe-tile__place-name">{t(`places.tour.names.${stop.place}`)}</span>
      <span className="globe-tile__place-time">{t('places.localTime', { time })}</span>
    </div>
  );
}
