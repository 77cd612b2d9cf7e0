/**
 * The guided tour of the places (home's hero, and the demo's presentation and kiosk): the globe turns to
 * each place in turn, its arc from Potsdam is drawn out as it arrives and its card shows for a while.
 * Pure sequence and geometry; the hooks that run it are useGlobeTour.ts (home) and the demo's useDemoTour.ts.
 */
import { rotationFacing, type Rotation } from './geo';
import { sitePlaces, type PlaceId } from './markets';
import { globeMarkers, type GlobeMarker } from './markers';
import { arcTo } from './story';

/** Every place, the head office first, then the markets from west to east (the arcs' order). */
export const tourStops: readonly PlaceId[] = sitePlaces.map((place) => place.id);

/** A stop shows its card this long, turning included; the sequence then moves on (and ends after the last). */
export const tourStopMs = 6000;

/**
 * Phones (the places a list of chips on the globe's lower part, the caption over it): the stop's place is
 * turned this far north of the globe's centre, into the band between the hero's text and the caption, so
 * its pulse and arc show (at 390 px: about 200 px above the centre, 80 px over the caption).
 */
export const listLiftDeg = 45;

export interface TourStop {
  index: number;
  place: PlaceId;
  /** Where the place is (its name on the globe stands there: the demo's TourPlaceLabel.tsx). */
  lat: number;
  lon: number;
  /** The marker that stands for the place (the Gulf's stands for Dubai and Doha). */
  marker: GlobeMarker;
  /** The rotation that brings the place to the front. */
  facing: Rotation;
  /** On phones: the rotation that shows the place above the globe's centre (listLiftDeg). */
  listFacing: Rotation;
  /** Its arc from Potsdam (story.ts), -1 at Potsdam itself. */
  arc: number;
}

export function tourStop(index: number): TourStop {
  const place = tourStops[index] ?? 'potsdam';
  const where = sitePlaces.find((item) => item.id === place);
  const marker = globeMarkers.find((item) => item.places.includes(place));
  if (!where || !marker) throw new Error(`no place or marker for the tour's stop ${place}`);
  return {
    index,
    place,
    lat: where.lat,
    lon: where.lon,
    marker,
    facing: rotationFacing(where.lat, where.lon),
    listFacing: rotationFacing(where.lat - listLiftDeg, where.lon),
    arc: arcTo(place),
  };
}

/** The stop after `index`; null after the last (the tour ends), or the first again when it loops (kiosk). */
export function nextTourStop(index: number, loop: boolean): number | null {
  if (index + 1 < tourStops.length) return index + 1;
  return loop ? 0 : null;
}

/** Events that are a visitor's input: any of them stops a tour at once. Pointer movement alone is not. */
export const tourStoppingEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
