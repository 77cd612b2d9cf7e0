/**
 * The markers that show the company's places (content/places.ts) on the home globe as links to their
 * pages. Dubai and Doha lie some 15 px apart on a 1280 px screen: one marker stands for both, so no
 * marker (and no invisible link box) ever sits on another; it leads to the first's page, and its card names both
 * places, each with a link to its own.
 */
import type { PlacedEntry } from '../content/collections/placedEntries';
import { placeRouteId, type RouteId } from '../routes/routes';
import { sitePlaces, type PlaceId } from './markets';

type PlaceMarkerId = 'potsdam' | 'turkey' | 'azerbaijan' | 'gulf';
/** A placed news article or job opening (entryMarkers.ts): "news/solar-park", "jobs/it-support". */
export type EntryMarkerId = `${PlacedEntry['collection']}/${string}`;
export type MarkerId = PlaceMarkerId | EntryMarkerId;

export interface GlobeMarker {
  id: MarkerId;
  /** The places it opens, in its card's order; they share the page it links to. */
  places: readonly PlaceId[];
  /** Where the marker sits: its place, or the middle of its places. */
  lat: number;
  lon: number;
  /** The page the marker links to: its (first) place's, or an entry's. */
  route: RouteId;
  /** The side of the dot the label prefers; it flips or hides to avoid others. */
  labelSide: 'left' | 'right';
  /** A news article or job opening shown at its place, after the company's places. */
  entry?: PlacedEntry;
  /** The company place an entry lies at or near (entryMarkers.ts): its marker looks for room away from the others. */
  beside?: MarkerId | undefined;
  /** A company place's marker: entries near it look for room above it first, away from the other places (else below). */
  entriesGo?: 'up';
}

/** A marker of one of the company's places (or the Gulf's two). */
export type PlaceMarker = GlobeMarker & { id: PlaceMarkerId };

/** The places' markers, placed where their places are (placedAt). */
const placeMarkers: readonly Omit<PlaceMarker, 'lat' | 'lon'>[] = [
  { id: 'potsdam', places: ['potsdam'], route: placeRouteId('potsdam'), labelSide: 'left', entriesGo: 'up' },
  { id: 'turkey', places: ['turkey'], route: placeRouteId('turkey'), labelSide: 'left' },
  {
    id: 'azerbaijan',
    places: ['azerbaijan'],
    route: placeRouteId('azerbaijan'),
    labelSide: 'right',
    entriesGo: 'up',
  },
  { id: 'gulf', places: ['dubai', 'qatar'], route: placeRouteId('dubai'), labelSide: 'right' },
];

/** A marker sits at its place, or at the middle of its places (the Gulf's lie a few degrees apart). */
function placedAt(places: readonly PlaceId[]): { lat: number; lon: number } {
  const where = sitePlaces.filter((place) => places.includes(place.id));
  if (where.length !== places.length) throw new Error(`a marker's places are not all places: ${places.join(', ')}`);
  const mean = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { lat: mean(where.map((place) => place.lat)), lon: mean(where.map((place) => place.lon)) };
}

export const globeMarkers: readonly PlaceMarker[] = placeMarkers.map((marker) => ({
  ...marker,
  ...placedAt(marker.places),
}));

/**
 * Which marker yields when two would overlap: the head office first, then the markets from west to east
 * as the spin brings them in, except that the Gulf (the largest market) outranks Azerbaijan.
 */
export const markerPriority: readonly PlaceMarkerId[] = ['potsdam', 'turkey', 'gulf', 'azerbaijan'];

/** Narrow portrait screens (phones) list the places as links under the hero instead of floating markers. */
export const markerListQuery = '(orientation: portrait) and (max-width: 40rem)';

/** A drag of the markers' layer released this long (ms) after its last move ends without a flick (GlobeMarkers.tsx). */
export const flickStaleMs = 80;
