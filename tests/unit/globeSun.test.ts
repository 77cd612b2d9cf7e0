/**
 * The sun on the globe (src/globe/sun.ts): the subsolar point against published values, within a degree,
 * and the night side's dots dimmer but never gone.
 *
 * The instants of the equinox and the solstices are the U.S. Naval Observatory's ("Earth's Seasons and
 * Apsides", 2024): at them the sun's declination is 0° or ±23.44° (the obliquity of the ecliptic). The
 * subsolar longitude is -15° × (UT - 12 h) - EoT / 4 (EoT in minutes); the equation of time on each day is
 * NOAA's (Global Monitoring Laboratory, "General Solar Position Calculations"), and its yearly maximum,
 * +16.4 min around 3 November, is the one every table of it gives.
 */
import { describe, expect, it } from 'vitest';
import { createDemoGlobe } from '../../src/globe/demoGlobes';
import { vecToLatLon, type Vec3 } from '../../src/globe/geo';
import { fallbackDotColor, fallbackMarketColor } from '../../src/globe/look';
import { MainGlobe } from '../../src/globe/mainGlobe';
import { daylight, nightShare, towardsSun, twilight } from '../../src/globe/sun';
import { GlobeDotsMaterial } from '../../src/globe/webgl/materials';
import { updateDots } from '../../src/globe/webgl/uniforms';

function subsolarPoint(iso: string): { lat: number; lon: number } {
  const out: Vec3 = { x: 0, y: 0, z: 0 };
  towardsSun(Date.parse(iso), out);
  expect(Math.hypot(out.x, out.y, out.z)).toBeCloseTo(1, 9);
  return vecToLatLon(out);
}

/** Degrees between two longitudes, the short way round. */
const lonApart = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

const subsolarLon = (hoursUt: number, eotMinutes: number): number => -15 * (hoursUt - 12) - eotMinutes / 4;

describe('the subsolar point', () => {
  const published = [
    // USNO: March equinox 2024-03-20 03:06 UT; NOAA: EoT -8.0 min.
    { at: '2024-03-20T03:06:00Z', lat: 0, lon: subsolarLon(3.1, -8.0) },
    // USNO: June solstice 2024-06-20 20:51 UT; NOAA: EoT -1.3 min.
    { at: '2024-06-20T20:51:00Z', lat: 23.44, lon: subsolarLon(20.85, -1.3) },
    // USNO: December solstice 2024-12-21 09:20 UT; NOAA: EoT +2.2 min.
    { at: '2024-12-21T09:20:00Z', lat: -23.44, lon: subsolarLon(9 + 20 / 60, 2.2) },
    // The equation of time's yearly maximum, +16.4 min on 3 November; NOAA: declination -14.9°.
    { at: '2024-11-03T12:00:00Z', lat: -14.9, lon: subsolarLon(12, 16.4) },
  ];
  for (const { at, lat, lon } of published)
    it(`at ${at} lies within a degree of ${lat.toFixed(2)}°, ${lon.toFixed(2)}° (USNO, NOAA)`, () => {
      const point = subsolarPoint(at);
      expect(Math.abs(point.lat - lat)).toBeLessThan(1);
      expect(lonApart(point.lon, lon)).toBeLessThan(1);
    });

  it('moves west by 15° an hour', () => {
    const noon = subsolarPoint('2024-06-20T12:00:00Z');
    const later = subsolarPoint('2024-06-20T13:00:00Z');
    expect(lonApart(noon.lon - 15, later.lon)).toBeLessThan(0.05);
  });
});

describe('daylight on the dots', () => {
  it('is whole by day, the night share by night, and eases between', () => {
    expect(daylight(1)).toBe(1);
    expect(daylight(twilight)).toBe(1);
    expect(daylight(-1)).toBe(nightShare);
    expect(daylight(-twilight)).toBe(nightShare);
    expect(daylight(0)).toBeCloseTo((1 + nightShare) / 2, 9);
    expect(daylight(twilight / 2)).toBeGreaterThan(daylight(0));
  });

  it('keeps the night side visible but clearly dimmer (35 to 45% of the day)', () => {
    expect(nightShare).toBeGreaterThanOrEqual(0.35);
    expect(nightShare).toBeLessThanOrEqual(0.45);
  });
});

describe('the sun on the main globe', () => {
  const theme = { dot: fallbackDotColor, market: fallbackMarketColor };

  it("follows the page's clock by the minute, and leaves the system's colours (forced colours) unlit", () => {
    const main = new MainGlobe();
    const sunAt = main.update(theme, false).sunAt;
    if (sunAt === null) throw new Error('the main globe has no sun');
    expect(sunAt % 60_000).toBe(0);
    expect(Date.now() - sunAt).toBeLessThan(60_000);
    expect(main.update({ ...theme, system: true }, false).sunAt).toBeNull();
  });

  it("reaches the WebGL dots' uniforms; a globe without it (a demo variant) keeps the viewer's light", () => {
    const dots = new GlobeDotsMaterial();
    const frame = { width: 800, height: 600, ratio: 1 };
    const at = Date.parse('2024-06-20T20:51:00Z');
    updateDots(dots, { ...createDemoGlobe('main'), sunAt: at }, frame);
    const sun = towardsSun(at, { x: 0, y: 0, z: 0 });
    expect(dots.uSunlit).toBe(1);
    expect(dots.uSun.x).toBeCloseTo(sun.x, 6);
    expect(dots.uSun.y).toBeCloseTo(sun.y, 6);
    expect(dots.uSun.z).toBeCloseTo(sun.z, 6);
    updateDots(dots, createDemoGlobe('tile'), frame);
    expect(dots.uSunlit).toBe(0);
  });
});
