/**
 * Natural Earth polygons (world-atlas TopoJSON) as plain longitude/latitude rings with an even-odd ray
 * test, for the build's bakes (land dots, market countries): Natural Earth's 110m shapes have short
 * edges, so it agrees with d3-geo's spherical geoContains on the dots (a unit test checks), at a small
 * fraction of its cost (src/globe/README.md, "Measured").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** One ring of a polygon in longitude/latitude degrees, with its bounding box. */
export interface Ring {
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

/** The features of one object of a world-atlas file (`land-110m.json`'s `land`, `countries-110m.json`'s `countries`). */
export function atlasFeatures(file: string, object: string): Feature[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology<
    Record<string, GeometryCollection>
  >;
  const objects = topology.objects[object];
  if (!objects) throw new Error(`world-atlas/${file} has no ${object}`);
  return feature(topology, objects).features;
}

/** Every ring of these features' polygons (outer rings and holes alike: the test is even-odd). */
export function ringsOf(features: readonly Feature[]): Ring[] {
  const rings = features.flatMap((item) => {
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
export function insideRings(rings: readonly Ring[], lon: number, lat: number): boolean {
  let inside = false;
  for (const ring of rings) {
    if (lat < ring.south || lat > ring.north) continue;
    // An unwrapped ring may reach past ±180: try the point's longitude one turn either way too.
    const candidate = [lon, lon + 360, lon - 360].find((value) => value >= ring.west && value <= ring.east);
    if (candidate !== undefined && insideRing(ring, candidate, lat)) inside = !inside;
  }
  return inside;
}
