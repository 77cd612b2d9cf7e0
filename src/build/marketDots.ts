/**
 * The company's markets as countries of Natural Earth (world-atlas countries-110m, as the land is): which of
 * a count's land dots lie in each place's country (content/places.ts), baked with the dots so the browser
 * runs no geometry.
 */
import { placeCountries, sitePlaces } from '../content/places';
import { atlasFeatures, insideRings, ringsOf, type Ring } from './polygonRings';

/** Each market's rings, in the places' order. */
export function loadMarketRings(): Ring[][] {
  const countries = atlasFeatures('countries-110m.json', 'countries');
  return sitePlaces.map((place) => {
    const code = placeCountries[place.id];
    const country = countries.filter((item) => String(item.id) === code);
    if (country.length === 0) throw new Error(`no country ${code} for ${place.id}`);
    return ringsOf(country);
  });
}

/** Per market (places' order), the positions in `dots` (longitude/latitude pairs) that lie inside it. */
export function dotsPerMarket(markets: readonly Ring[][], dots: readonly { lat: number; lon: number }[]): number[][] {
  return markets.map((rings) =>
    dots.flatMap((dot, position) => (insideRings(rings, dot.lon, dot.lat) ? [position] : [])),
  );
}
