import { describe, expect, it } from 'vitest';
import {
  dotsFromMask,
  facingAlpha,
  isFrontFacing,
  latLonToVec,
  latticePoint,
  project,
  rotate,
  rotationFacing,
  shortestAngle,
  vecToLatLon,
  type Vec3,
} from '../../src/globe/geo';

const length = (v: Vec3): number => Math.hypot(v.x, v.y, v.z);
const distance = (a: Vec3, b: Vec3): number => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

describe('Fibonacci lattice', () => {
  const size = 2000;
  const points = Array.from({ length: size }, (_, index) => latticePoint(index, size));

  it('puts every point on the unit sphere', () => {
    for (const point of points) expect(length(point)).toBeCloseTo(1, 10);
  });

  it('spreads points evenly: each hemisphere and each octant holds its share', () => {
    const north = points.filter((point) => point.y > 0).length;
    expect(north).toBe(size / 2);
    const octant = points.filter((point) => point.x > 0 && point.y > 0 && point.z > 0).length;
    expect(octant).toBeGreaterThan(size / 8 - 20);
    expect(octant).toBeLessThan(size / 8 + 20);
  });

  it('keeps neighbours at nearly the same distance (no clumps, no holes)', () => {
    const sample = points.filter((_, index) => index % 50 === 25);
    const nearest = sample.map((point) =>
      Math.min(...points.filter((other) => other !== point).map((other) => distance(point, other))),
    );
    const expected = Math.sqrt((4 * Math.PI) / size);
    for (const gap of nearest) {
      expect(gap).toBeGreaterThan(expected * 0.6);
      expect(gap).toBeLessThan(expected * 1.3);
    }
  });
});

describe('latitude and longitude', () => {
  it('maps the reference points to the axes (y up, longitude 0 facing the viewer)', () => {
    const origin = latLonToVec(0, 0);
    expect(origin.z).toBeCloseTo(1);
    expect(latLonToVec(90, 0).y).toBeCloseTo(1);
    expect(latLonToVec(0, 90).x).toBeCloseTo(1);
    expect(latLonToVec(0, -90).x).toBeCloseTo(-1);
  });

  it('converts back and forth', () => {
    for (const [lat, lon] of [
      [52.4, 13.06],
      [25.2, 55.27],
      [-33.9, 151.2],
      [64.1, -21.9],
    ] as const) {
      const back = vecToLatLon(latLonToVec(lat, lon));
      expect(back.lat).toBeCloseTo(lat, 8);
      expect(back.lon).toBeCloseTo(lon, 8);
    }
  });
});

describe('rotation, projection and facing', () => {
  const out: Vec3 = { x: 0, y: 0, z: 0 };

  it('turns a place to the centre of the visible face', () => {
    for (const [lat, lon] of [
      [52.4, 13.06],
      [25.29, 51.53],
      [-10, -60],
    ] as const) {
      rotate(latLonToVec(lat, lon), rotationFacing(lat, lon), out);
      expect(out.x).toBeCloseTo(0, 10);
      expect(out.y).toBeCloseTo(0, 10);
      expect(out.z).toBeCloseTo(1, 10);
    }
  });

  it('keeps lengths (a rotation, not a distortion)', () => {
    rotate(latLonToVec(12, 34), { phi: 1.234, theta: -0.5 }, out);
    expect(length(out)).toBeCloseTo(1, 12);
  });

  it('puts the antipode of the facing place behind the globe', () => {
    const facing = rotationFacing(52.4, 13.06);
    expect(isFrontFacing(rotate(latLonToVec(52.4, 13.06), facing, out))).toBe(true);
    expect(isFrontFacing(rotate(latLonToVec(-52.4, 13.06 - 180), facing, out))).toBe(false);
  });

  it('projects orthographically in CSS pixels, y down', () => {
    expect(project({ x: 0, y: 0, z: 1 }, 400, 300, 100)).toEqual({ x: 400, y: 300 });
    expect(project({ x: 1, y: 0, z: 0 }, 400, 300, 100)).toEqual({ x: 500, y: 300 });
    expect(project({ x: 0, y: 1, z: 0 }, 400, 300, 100)).toEqual({ x: 400, y: 200 });
  });

  it('fades dots out before the rim and hides the far side', () => {
    expect(facingAlpha(-0.5)).toBe(0);
    expect(facingAlpha(0)).toBe(0);
    expect(facingAlpha(0.1)).toBeGreaterThan(0);
    expect(facingAlpha(0.1)).toBeLessThan(1);
    expect(facingAlpha(0.9)).toBe(1);
  });

  it('takes the short way round', () => {
    expect(shortestAngle(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.2);
    expect(shortestAngle(-3, 3)).toBeCloseTo(6 - 2 * Math.PI);
    expect(shortestAngle(1, 1)).toBeCloseTo(0);
  });
});

describe('baked masks', () => {
  it('expands exactly the set bits into lattice points', () => {
    const mask = new Uint8Array([0b00000101, 0b10000000]);
    const dots = dotsFromMask(mask, 16);
    expect(dots.length).toBe(9);
    const third = latticePoint(15, 16);
    expect([dots[6], dots[7], dots[8]]).toEqual([Math.fround(third.x), Math.fround(third.y), Math.fround(third.z)]);
  });
});
