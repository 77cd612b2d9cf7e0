import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import demoSets from 'virtual:land-dots/demo';
import homeSets from 'virtual:land-dots/home';
import variantSets from 'virtual:land-dots/variants';
import { demoVariants } from '../../src/globe/demoVariants';
import { demoDotCountList, homeDotCount } from '../../src/globe/dotCounts';
import { homeLandDots } from '../../src/globe/landDots';
import { latLonToVec, vecToLatLon, type Vec3 } from '../../src/globe/geo';

function land(): Feature<Polygon | MultiPolygon>[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology<{
    land: GeometryCollection;
  }>;
  return feature(topology, topology.objects.land).features as Feature<Polygon | MultiPolygon>[];
}

function positions(dots: Float32Array): Vec3[] {
  const list: Vec3[] = [];
  for (let index = 0; index < dots.length; index += 3)
    list.push({ x: dots[index] ?? 0, y: dots[index + 1] ?? 0, z: dots[index + 2] ?? 0 });
  return list;
}

const nearestAngle = (dots: Vec3[], target: Vec3): number =>
  Math.min(...dots.map((dot) => Math.acos(Math.min(1, dot.x * target.x + dot.y * target.y + dot.z * target.z)))) *
  (180 / Math.PI);

describe('baked land dots', () => {
  it('draws exactly the specified counts: 1100 on home, every step of the demo control', () => {
    expect(homeSets.map((set) => set.count)).toEqual([homeDotCount]);
    // The demo loads its four variants' counts at once, the control's others on first use: each count once.
    expect(variantSets.map((set) => set.count)).toEqual([600, 800, 1000, 2000]);
    expect(variantSets.map((set) => set.count)).toEqual(
      [...new Set(demoVariants.map((variant) => variant.dots))].sort((a, b) => a - b),
    );
    expect([...variantSets, ...demoSets].map((set) => set.count).sort((a, b) => a - b)).toEqual(demoDotCountList());
    expect(homeLandDots().positions.length).toBe(homeDotCount * 3);
  });

  it('puts the dots on land, by the spherical test of d3-geo (at most 1 % disagree, on coasts)', () => {
    const world = land();
    const dots = positions(homeLandDots().positions);
    const onLand = dots.filter((dot) => {
      const { lat, lon } = vecToLatLon(dot);
      return world.some((shape) => geoContains(shape, [lon, lat]));
    });
    expect(onLand.length / dots.length).toBeGreaterThan(0.99);
  });

  it('shows the continents: a dot near every inland city, none in the open oceans', () => {
    const dots = positions(homeLandDots().positions);
    const inland: [number, number][] = [
      [52.4, 13.06],
      [39.93, 32.86],
      [-15.8, -47.9],
      [39.7, -105],
      [-25.3, 131],
      [30, 100],
      [9, 20],
      [62, 95],
    ];
    for (const [lat, lon] of inland) expect(nearestAngle(dots, latLonToVec(lat, lon))).toBeLessThan(3.5);
    const ocean: [number, number][] = [
      [0, -140],
      [-30, -15],
      [-20, 80],
      [35, -45],
      [-50, -120],
    ];
    for (const [lat, lon] of ocean) expect(nearestAngle(dots, latLonToVec(lat, lon))).toBeGreaterThan(8);
  });

  it('stays compact: the largest set well under 10 KB gzip, all counts together too', () => {
    const largest = variantSets.at(-1);
    expect(largest?.count).toBe(2000);
    expect(gzipSync(JSON.stringify(largest)).length).toBeLessThan(10_240);
    expect(gzipSync(JSON.stringify([...variantSets, ...demoSets])).length).toBeLessThan(10_240);
  });
});
