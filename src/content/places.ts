/**
 * The places the company works, as points on the earth: the head office and the markets abroad. The globe
 * draws them (arcs, pulses, markers, the tour), and a news article or job opening may name one as its place
 * (content/collections/schemas.ts). Language-free: their names are words (i18n `places`).
 */
export const sitePlaceIds = ['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const;
export type PlaceId = (typeof sitePlaceIds)[number];

export interface SitePlace {
  id: PlaceId;
  lat: number;
  lon: number;
}

/** Every place, the head office first. */
export const sitePlaces: readonly SitePlace[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06 },
  { id: 'turkey', lat: 39.93, lon: 32.86 },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87 },
  { id: 'dubai', lat: 25.2, lon: 55.27 },
  { id: 'qatar', lat: 25.29, lon: 51.53 },
];
