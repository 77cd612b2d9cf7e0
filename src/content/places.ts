/**
 * The company's places: the head office and the markets abroad, as points on the earth and the countries
 * they stand for. The one source of them: the globe takes them through one module of its own
 * (globe/markets.ts: arcs, pulses, markers, the tour, the lit markets), the build bakes each place's country
 * into the land dots (build/marketDots.ts), and a news article or job opening may name one as its place
 * (content/collections/schemas.ts). Language-free: their names and cards are words (i18n/dict/places/).
 */
export const sitePlaceIds = ['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const;
export type PlaceId = (typeof sitePlaceIds)[number];

export interface SitePlace {
  id: PlaceId;
  lat: number;
  lon: number;
  /** The country whose land the globe lights as the place's market: ISO 3166 numeric, as world-atlas names it. */
  country: string;
}

/** Every place, the head office first: the globe's arcs, pulses and lit markets count them in this order. */
export const sitePlaces: readonly SitePlace[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06, country: '276' }, // Germany
  { id: 'turkey', lat: 39.93, lon: 32.86, country: '792' },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87, country: '031' },
  { id: 'dubai', lat: 25.2, lon: 55.27, country: '784' }, // the United Arab Emirates
  { id: 'qatar', lat: 25.29, lon: 51.53, country: '634' },
];
