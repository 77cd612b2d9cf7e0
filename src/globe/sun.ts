/**
 * Where the sun stands over the Earth, and how much of their day brightness the globe's dots keep at
 * night. The sun's place is the Astronomical Almanac's low-precision solar coordinates (its section C,
 * "Sun, low precision": better than 0.01° from 1950 to 2050) turned into the subsolar point by Greenwich
 * sidereal time: a dozen operations, where a library would ship a whole ephemeris for a picture in which
 * one dot spans 6°. Both renderers shade by `daylight`; the WebGL shader by the same constants (injected as
 * defines), so the two globes agree dot for dot.
 */
import type { Vec3 } from './geo';

const radians = Math.PI / 180;
/** The tilt of the Earth's axis (the obliquity of the ecliptic): it changes by 0.013° a century. */
const obliquity = 23.44 * radians;

/** The night side's dots keep this share of their day brightness: dimmer, never gone. */
export const nightShare = 0.4;

/** Half the soft band between day and night, as the sine of the sun's height (4°): a dot's row or so. */
export const twilight = Math.sin(4 * radians);

/**
 * The direction towards the sun at `at` (ms since 1970, UTC) in the globe's own frame (geo.ts: y to the
 * north pole, z out of the Gulf of Guinea, x out at 90° east), written into `out`.
 */
export function towardsSun(at: number, out: Vec3): Vec3 {
  // Days since J2000.0 (2000-01-01 12:00 UT).
  const days = at / 864e5 - 10957.5;
  const mean = (280.46 + 0.9856474 * days) * radians;
  const anomaly = (357.528 + 0.9856003 * days) * radians;
  const longitude = mean + (1.915 * Math.sin(anomaly) + 0.02 * Math.sin(2 * anomaly)) * radians;
  // The sun in equatorial coordinates (x towards the March equinox), then turned by Greenwich sidereal time:
  // the mean sun's right ascension plus a whole turn a day (it stands over Greenwich at 12:00 UT), within
  // a thousandth of a degree of the full sidereal formula until 2100.
  const towardsEquinox = Math.cos(longitude);
  const sideways = Math.cos(obliquity) * Math.sin(longitude);
  const sidereal = mean + 2 * Math.PI * days;
  const cos = Math.cos(sidereal);
  const sin = Math.sin(sidereal);
  out.x = sideways * cos - towardsEquinox * sin;
  out.y = Math.sin(obliquity) * Math.sin(longitude);
  out.z = towardsEquinox * cos + sideways * sin;
  return out;
}

/**
 * A dot's share of its day brightness, from the cosine between it and the sun (the sine of the sun's height
 * there): 1 by day, `nightShare` by night, eased across the twilight band (GLSL's smoothstep).
 */
export function daylight(sunHeight: number): number {
  const t = Math.min(1, Math.max(0, (sunHeight + twilight) / (2 * twilight)));
  return nightShare + (1 - nightShare) * t * t * (3 - 2 * t);
}
