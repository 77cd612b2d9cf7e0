/**
 * The company's places: the head office and the markets abroad, as points on the earth and the countries
 * they stand for. The one source of them: the globe takes them through one module of its own
 * (globe/markets.ts: arcs, pulses, markers, the tour, the lit markets), the build bakes each place's country
 * into the land dots (build/marketDots.ts), and a news article or job opening may name one as its place
 * (content/collections/schemas.ts). Each has a page of its own (routes/routes.ts `placeRouteId`), which tells
 * the hour there (content/placeClock.ts, from each place's time zone below). Language-free: their names, cards and
 * pages are words (i18n/dict/places/, i18n/dict/placePages/).
 */
export const sitePlaceIds = ['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const;
export type PlaceId = (typeof sitePlaceIds)[number];

export interface SitePlace {
  id: PlaceId;
  lat: number;
  lon: number;
}

/** Every place, the head office first: the globe's arcs, pulses and lit markets count them in this order. */
export const sitePlaces: readonly SitePlace[] = [
  { id: 'potsdam', lat: 52.4, lon: 13.06 },
  { id: 'turkey', lat: 39.93, lon: 32.86 },
  { id: 'azerbaijan', lat: 40.41, lon: 49.87 },
  { id: 'dubai', lat: 25.2, lon: 55.27 },
  { id: 'qatar', lat: 25.29, lon: 51.53 },
];

/**
 * The country each place stands for, whose land the globe lights as its market: ISO 3166 numeric, as
 * world-atlas names it. Read at build time only (build/marketDots.ts bakes which dots lie in each), so the
 * browser's bundles leave it out.
 */
export const placeCountries: Readonly<Record<PlaceId, string>> = {
  potsdam: '276', // Germany
  turkey: '792',
  azerbaijan: '031',
  dubai: '784', // the United Arab Emirates
  qatar: '634',
};

/** The same countries as ISO 3166 alpha-2 codes, as structured data names them (build/placeData.ts). */
export const placeCountryCodes: Readonly<Record<PlaceId, string>> = {
  potsdam: 'DE',
  turkey: 'TR',
  azerbaijan: 'AZ',
  dubai: 'AE',
  qatar: 'QA',
};

/**
 * The time zone (IANA) whose clock each place keeps, the head office's being the company's (company.ts; a unit test
 * holds the two together): a place's page and its globe card tell the hour there (content/placeClock.ts).
 */
export const placeTimeZones: Readonly<Record<PlaceId, string>> = {
  potsdam: 'Europe/Berlin',
  turkey: 'Europe/Istanbul',
  azerbaijan: 'Asia/Baku',
  dubai: 'Asia/Dubai',
  qatar: 'Asia/Qatar',
};
