/**
 * Bakes the globe's land dots at build time: a Fibonacci lattice over the sphere, kept where Natural
 * Earth has land, so the browser never runs a point-in-polygon test. Each dot count is shipped as a bit
 * mask over its lattice (about 0.9 KB for 2000 dots), which the browser expands with `dotsFromMask`, with
 * the dots that lie in the company's markets (marketDots.ts).
 */
import { latticePoint, vecToLatLon } from '../globe/geo';
import { dotsPerMarket, loadMarketRings } from './marketDots';
import { atlasFeatures, insideRings, ringsOf, type Ring } from './polygonRings';

export interface BakedDots {
  /** Dots drawn: exactly the count asked for. */
  count: number;
  latticeSize: number;
  /** Bit i set: lattice point i is a land dot. Base64. */
  mask: string;
  /**
   * Per market (in the places' order, content/places.ts), the positions among the drawn dots that lie in its
   * country: a few dozen numbers, expanded in the browser into a byte per dot (globe/landDots.ts).
   */
  markets: number[][];
}

function landIndices(rings: Ring[], latticeSize: number): number[] {
  const indices: number[] = [];
  for (let index = 0; index < latticeSize; index += 1) {
    const { lat, lon } = vecToLatLon(latticePoint(index, latticeSize));
    if (insideRings(rings, lon, lat)) indices.push(index);
  }
  return indices;
}

/** Finds the smallest lattice (of a few tried) with at least `count` land dots, then drops the extra evenly. */
function bakeCount(land: Ring[], markets: Ring[][], count: number): BakedDots {
  let latticeSize = Math.round(count / 0.29);
  let best: { latticeSize: number; indices: number[] } | undefined;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const indices = landIndices(land, latticeSize);
    if (indices.length >= count && (!best || latticeSize < best.latticeSize)) best = { latticeSize, indices };
    if (indices.length === count) break;
    latticeSize = Math.round((latticeSize * count) / Math.max(1, indices.length)) + (indices.length < count ? 1 : 0);
  }
  while (!best) {
    latticeSize += 1;
    const indices = landIndices(land, latticeSize);
    if (indices.length >= count) best = { latticeSize, indices };
  }
  const { indices, latticeSize: size } = best;
  const extra = indices.length - count;
  const kept = indices.filter(
    (_, position) =>
      Math.floor(((position + 1) * extra) / indices.length) === Math.floor((position * extra) / indices.length),
  );
  const mask = new Uint8Array(Math.ceil(size / 8));
  for (const index of kept) mask[index >> 3] = (mask[index >> 3] ?? 0) | (1 << (index & 7));
  const latLons = kept.map((index) => vecToLatLon(latticePoint(index, size)));
  return {
    count: kept.length,
    latticeSize: size,
    mask: Buffer.from(mask).toString('base64'),
    markets: dotsPerMarket(markets, latLons),
  };
}

export function bakeLandDots(counts: readonly number[]): BakedDots[] {
  const land = ringsOf(atlasFeatures('land-110m.json', 'land'));
  const markets = loadMarketRings();
  return counts.map((count) => bakeCount(land, markets, count));
}
