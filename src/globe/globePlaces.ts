/**
 * The places the company works, as points on the globe: where arcs end and pulses beat (story.ts), and
 * what the markers (markers.ts) and the tour (tour.ts) stand for. Apart from the markers, whose links
 * need the route table, so that the globe's workers draw the story without carrying the site's routes.
 */
export type PlaceId = 'potsdam' | 'turkey' | 'azerbaijan' | 'dubai' | 'qatar';

export interface GlobePlace {
  id: PlaceId;
  lat: number;
  lon: number;
}

/** Every place, the head office first. */
export const globePlaces: readonly GlobePlace[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06 },
  { id: 'turkey', lat: 39.93, lon: 32.86 },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87 },
  { id: 'dubai', lat: 25.2, lon: 55.27 },
  { id: 'qatar', lat: 25.29, lon: 51.53 },
];
