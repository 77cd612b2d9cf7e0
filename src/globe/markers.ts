/** The places the company works, shown on the home globe as links to their services. */
import { serviceRouteId, type RouteId } from '../routes/routes';

export type MarkerId = 'potsdam' | 'turkey' | 'azerbaijan' | 'dubai' | 'qatar';

export interface GlobeMarker {
  id: MarkerId;
  lat: number;
  lon: number;
  /** The page the marker links to. */
  route: RouteId;
  /** The side of the dot the label prefers (Dubai's and Doha's face apart); it flips or hides to avoid others. */
  labelSide: 'left' | 'right';
}

export const globeMarkers: readonly GlobeMarker[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06, route: 'about', labelSide: 'left' },
  { id: 'turkey', lat: 39.93, lon: 32.86, route: serviceRouteId('realEstate'), labelSide: 'left' },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87, route: serviceRouteId('realEstate'), labelSide: 'right' },
  { id: 'dubai', lat: 25.2, lon: 55.27, route: serviceRouteId('realEstate'), labelSide: 'right' },
  { id: 'qatar', lat: 25.29, lon: 51.53, route: serviceRouteId('realEstate'), labelSide: 'left' },
];

/**
 * Which label yields when two would overlap: the head office first, then the markets from west to east
 * as the spin brings them in, except that Dubai (the largest market) outranks its close neighbour Qatar.
 */
export const markerPriority: readonly MarkerId[] = ['potsdam', 'turkey', 'dubai', 'azerbaijan', 'qatar'];

/** Narrow portrait screens (phones) list the places as links under the hero instead of floating markers. */
export const markerListQuery = '(orientation: portrait) and (max-width: 40rem)';
