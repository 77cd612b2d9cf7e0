/**
 * The company's markets as countries of Natural Earth (world-atlas countries-110m, as the land is):
 * which of a count's land dots lie in each, baked with the dots so the browser runs no geometry.
 */
import { globePlaces, type PlaceId } from '../globe/globePlaces';
import { atlasFeatures, insideRings, ringsOf, type Ring } from './polygonRings';

/** The country (ISO 3166 numeric, world-atlas's ids) each place stands for. */
const placeCountries: Record<PlaceId, string> = {
  potsdam: '276', // Germany
  turkey: '792',
  azerbaijan: '031',
  dubai: '784', // the United Arab Emirates
  qatar: '634',
};

/** Each market's rings, in the places' order (globePlaces.ts). */
export function loadMarketRings(): Ring[][] {
  const countries = atlasFeatures('countries-110m.json', 'countries');
  return globePlaces.map((place) => {
    const country = countries.filter((item) => String(item.id) === placeCountries[place.id]);
    if (country.length === 0) throw new Error(`no country ${placeCountries[place.id]} for ${place.id}`);
    return ringsOf(country);
  });
}

/** Per market (places' order), the positions in `dots` (longitude/latitude pairs) that lie inside it. */
export function dotsPerMarket(markets: readonly Ring[][], dots: readonly { lat: number; lon: number }[]): number[][] {
  return markets.map((rings) =>
    dots.flatMap((dot, position) => (insideRings(rings, dot.lon, dot.lat) ? [position] : [])),
  );
}
