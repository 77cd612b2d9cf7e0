/**
 * Bakes the globe's land dots at build time: a Fibonacci lattice over the sphere, kept where Natural
 * Earth has land, so the browser never runs a point-in-polygon test. Each dot count is shipped as a bit
 * mask over its lattice (about 0.9 KB for 2000 dots), which the browser expands with `dotsFromMask`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { latticePoint, vecToLatLon } from '../globe/geo';

export interface BakedDots {
  /** Dots drawn: exactly the count asked for. */
  count: number;
  latticeSize: number;
  /** Bit i set: lattice point i is a land dot. Base64. */
  mask: string;
}

/** One ring of a land polygon in longitude/latitude degrees, with its bounding box. */
interface Ring {
  lon: Float64Array;
  lat: Float64Array;
  west: number;
  east: number;
  south: number;
  north: number;
}

/**
 * Unwraps a ring that crosses the antimeridian (Fiji, Chukotka) so its longitudes run on without the
 * 360° jump, which would otherwise draw a false edge round the whole world. A ring that winds round a
 * pole (Antarctica) does not close when unwrapped and is kept as it is.
 */
function unwrap(lons: number[]): number[] {
  let offset = 0;
  const unwrapped = lons.map((lon, index) => {
    const previous = lons[index - 1];
    if (previous !== undefined && Math.abs(lon - previous) > 180) offset += lon > previous ? -360 : 360;
    return lon + offset;
  });
  return offset === 0 ? unwrapped : lons;
}

/**
 * An even-odd ray test in plain longitude/latitude: Natural Earth's 110m shapes have short edges, so it
 * agrees with d3-geo's spherical geoContains on the dots (a unit test checks), at a small fraction of
 * its cost (geoContains took 143 s for every count).
 */
function loadLandRings(): Ring[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology<{
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const rings = land.features.flatMap((item) => {
    const geometry = item.geometry as Polygon | MultiPolygon;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return polygons.flat();
  });
  return rings.map((ring) => {
    const lon = Float64Array.from(unwrap(ring.map((position) => position[0] ?? 0)));
    const lat = Float64Array.from(ring, (position) => position[1] ?? 0);
    return {
      lon,
      lat,
      west: Math.min(...lon),
      east: Math.max(...lon),
      south: Math.min(...lat),
      north: Math.max(...lat),
    };
  });
}

function insideRing(ring: Ring, lon: number, lat: number): boolean {
  const { lon: xs, lat: ys } = ring;
  let inside = false;
  for (let i = 0, j = xs.length - 1; i < xs.length; j = i, i += 1) {
    const yi = ys[i] ?? 0;
    const yj = ys[j] ?? 0;
    if (yi > lat === yj > lat) continue;
    const xi = xs[i] ?? 0;
    const xj = xs[j] ?? 0;
    if (lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Even-odd over every ring (holes such as the Caspian count as crossings too). */
function isLand(rings: Ring[], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    if (lat < ring.south || lat > ring.north) continue;
    // An unwrapped ring may reach past ±180: try the point's longitude one turn either way too.
    const candidate = [lon, lon + 360, lon - 360].find((value) => value >= ring.west && value <= ring.east);
    if (candidate !== undefined && insideRing(ring, candidate, lat)) inside = !inside;
  }
  return inside;
}

function landIndices(rings: Ring[], latticeSize: number): number[] {
  const indices: number[] = [];
  for (let index = 0; index < latticeSize; index += 1) {
    const { lat, lon } = vecToLatLon(latticePoint(index, latticeSize));
    if (isLand(rings, lon, lat)) indices.push(index);
  }
  return indices;
}

/** Finds the smallest lattice (of a few tried) with at least `count` land dots, then drops the extra evenly. */
function bakeCount(land: Ring[], count: number): BakedDots {
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
  const { indices } = best;
  const extra = indices.length - count;
  const kept = indices.filter(
    (_, position) =>
      Math.floor(((position + 1) * extra) / indices.length) === Math.floor((position * extra) / indices.length),
  );
  const mask = new Uint8Array(Math.ceil(best.latticeSize / 8));
  for (const index of kept) mask[index >> 3] = (mask[index >> 3] ?? 0) | (1 << (index & 7));
  return { count: kept.length, latticeSize: best.latticeSize, mask: Buffer.from(mask).toString('base64') };
}

export function bakeLandDots(counts: readonly number[]): BakedDots[] {
  const land = loadLandRings();
  return counts.map((count) => bakeCount(land, count));
}
