/**
 * Issue 55: the company's markets lit on the globe, baked at build time (src/build/marketDots.ts), and a
 * stage's globe that faces them with arcs that never loop over its edge.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoContains } from 'd3-geo';
import type { Feature } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import demoSets from 'virtual:land-dots/demo';
import homeSets from 'virtual:land-dots/home';
import variantSets from 'virtual:land-dots/variants';
import { latLonToVec, rotate, vecToLatLon, type Vec3 } from '../../src/globe/geo';
import { sitePlaces } from '../../src/content/places';
import { homeLandDots } from '../../src/globe/landDots';
import { haloScale } from '../../src/globe/look';
import { marketsFacing, marketsSway, swayAcrossMarkets, swayFacing } from '../../src/globe/stageSway';
import { arcFacing, arcMaxLift, storyArcs } from '../../src/globe/story';

function country(id: string): Feature {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection;
  }>;
  const found = feature(topology, topology.objects.countries).features.find((item) => String(item.id) === id);
  if (!found) throw new Error(`no country ${id}`);
  return found;
}

function dotAt(positions: Float32Array, index: number): Vec3 {
  return { x: positions[index * 3] ?? 0, y: positions[index * 3 + 1] ?? 0, z: positions[index * 3 + 2] ?? 0 };
}

describe('the markets baked with the dots', () => {
  const land = homeLandDots();
  const inCountry = (id: string) => {
    const shape = country(id);
    return [...land.markets.byDot.keys()].filter((index) => {
      const { lat, lon } = vecToLatLon(dotAt(land.positions, index));
      return geoContains(shape, [lon, lat]);
    });
  };

  it("lights exactly Türkiye's and Germany's dots on home (by d3-geo's spherical test), and none of Iran's or Greece's", () => {
    const turkey = sitePlaces.findIndex((place) => place.id === 'turkey') + 1;
    const germany = sitePlaces.findIndex((place) => place.id === 'potsdam') + 1;
    const turkish = inCountry('792');
    expect(turkish.length).toBeGreaterThanOrEqual(4);
    for (const index of turkish) expect(land.markets.byDot[index]).toBe(turkey);
    expect([...land.markets.byDot].filter((market) => market === turkey)).toHaveLength(turkish.length);
    expect(inCountry('276').length).toBeGreaterThanOrEqual(2);
    for (const index of inCountry('276')) expect(land.markets.byDot[index]).toBe(germany);
    const neighbours = [...inCountry('364'), ...inCountry('300'), ...inCountry('100')];
    expect(neighbours.length).toBeGreaterThanOrEqual(5);
    for (const index of neighbours) expect(land.markets.byDot[index]).toBe(0);
  });

  it("lists the lit dots once each, in order, for the 2D globe's accent pass", () => {
    const lit = [...land.markets.byDot.keys()].filter((index) => (land.markets.byDot[index] ?? 0) > 0);
    expect(lit.length).toBeGreaterThan(10);
    expect([...land.markets.lit]).toEqual(lit);
  });

  it('gives every market at every count dots or a glow, never both, and keeps the data a few hundred bytes', () => {
    for (const set of [...homeSets, ...variantSets, ...demoSets]) {
      expect(set.markets).toHaveLength(sitePlaces.length);
      for (const positions of set.markets) for (const position of positions) expect(position).toBeLessThan(set.count);
    }
    expect(land.markets.glowing).toEqual([]);
    expect(JSON.stringify(homeSets[0]?.markets).length).toBeLessThan(200);
    expect(JSON.stringify([...variantSets, ...demoSets].map((set) => set.markets)).length).toBeLessThan(2000);
  });
});

describe("a stage's globe and its arcs", () => {
  const facingZ = (rotation: { phi: number; theta: number }, lat: number, lon: number): number =>
    rotate(latLonToVec(lat, lon), rotation, { x: 0, y: 0, z: 0 }).z;

  it('sways across the markets: a market always in front, the Pacific never', () => {
    const rotation = { phi: 2, theta: 0 }; // wherever a tile was turned before it was presented
    const sway = { since: 0 };
    for (let ms = 0; ms < 3 * marketsSway.periodMs; ms += 100) {
      swayAcrossMarkets(rotation, sway, 100, true);
      if (ms < 5000) continue; // the turn into the sway
      expect(Math.max(...sitePlaces.map((place) => facingZ(rotation, place.lat, place.lon)))).toBeGreaterThan(0.8);
      // The middle of the Pacific (0°N 170°W) and its western part (10°N 160°E) stay on the far side.
      expect(facingZ(rotation, 0, -170)).toBeLessThan(0);
      expect(facingZ(rotation, 10, 160)).toBeLessThan(0);
    }
    expect(swayFacing(0)).toEqual(marketsFacing);
  });

  it('lifts no arc point beyond the halo, and shows none from the far half', () => {
    const { positions } = storyArcs();
    let highest = 0;
    for (let index = 0; index < positions.length; index += 3)
      highest = Math.max(
        highest,
        Math.hypot(positions[index] ?? 0, positions[index + 1] ?? 0, positions[index + 2] ?? 0),
      );
    expect(highest).toBeLessThanOrEqual(1 + arcMaxLift + 1e-6);
    expect(1 + arcMaxLift).toBeLessThan(haloScale);
    // Above the edge but behind it (where arcs once looped over the limb): nothing shows.
    expect(arcFacing(0, 1.05, -0.1)).toBe(0);
    expect(arcFacing(0.3, 0.2, -0.5)).toBe(0);
    expect(arcFacing(0, 0, 1.05)).toBe(1);
  });
});
