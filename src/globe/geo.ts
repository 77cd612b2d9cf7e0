/**
 * Pure geometry of the dotted globe, shared by the build-time baker, the 2D renderer, the marker
 * projection and the tests. Convention (three.js): y up, the camera looks down -z, so latitude 0 /
 * longitude 0 faces the viewer before any rotation.
 */

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** Yaw about the y axis (phi) first, then tilt about the x axis (theta), both in radians. */
export interface Rotation {
  phi: number;
  theta: number;
}

const goldenAngle = Math.PI * (3 - Math.sqrt(5));
const degrees = Math.PI / 180;

/** Point i of a Fibonacci lattice of `size` points: evenly spread over the unit sphere. */
export function latticePoint(index: number, size: number): Vec3 {
  const y = 1 - (2 * index + 1) / size;
  const ring = Math.sqrt(1 - y * y);
  const angle = index * goldenAngle;
  return { x: Math.cos(angle) * ring, y, z: Math.sin(angle) * ring };
}

export function latLonToVec(latDeg: number, lonDeg: number): Vec3 {
  const lat = latDeg * degrees;
  const lon = lonDeg * degrees;
  return { x: Math.cos(lat) * Math.sin(lon), y: Math.sin(lat), z: Math.cos(lat) * Math.cos(lon) };
}

export function vecToLatLon(v: Vec3): { lat: number; lon: number } {
  return { lat: Math.asin(Math.max(-1, Math.min(1, v.y))) / degrees, lon: Math.atan2(v.x, v.z) / degrees };
}

/** The rotation that brings a place to the centre of the visible face. */
export function rotationFacing(latDeg: number, lonDeg: number): Rotation {
  return { phi: -lonDeg * degrees, theta: latDeg * degrees };
}

/** Rotates v by the globe's rotation; writes into `out` so per-frame callers allocate nothing. */
export function rotate(v: Vec3, rotation: Rotation, out: Vec3): Vec3 {
  const cp = Math.cos(rotation.phi);
  const sp = Math.sin(rotation.phi);
  const ct = Math.cos(rotation.theta);
  const st = Math.sin(rotation.theta);
  // Same order and signs as shaders/globeDots.vert.
  const x = v.x * cp + v.z * sp;
  const z1 = -v.x * sp + v.z * cp;
  out.x = x;
  out.y = v.y * ct - z1 * st;
  out.z = v.y * st + z1 * ct;
  return out;
}

/** A rotated point faces the viewer when it lies on the near hemisphere. */
export function isFrontFacing(rotated: Vec3): boolean {
  return rotated.z > 0;
}

/**
 * How visible a rotated dot is: 0 on the far side, rising to 1 a little in front of the rim, so dots
 * fade out towards the edge instead of popping. The vertex shader uses the same ramp.
 */
export function facingAlpha(z: number): number {
  return Math.min(1, Math.max(0, (z - 0.02) / 0.3));
}

/** Orthographic projection of a rotated point onto the screen (CSS pixels, y down). */
export function project(rotated: Vec3, centerX: number, centerY: number, radius: number): { x: number; y: number } {
  return { x: centerX + rotated.x * radius, y: centerY - rotated.y * radius };
}

/** Shortest signed angle from `from` to `to` (radians), so an eased turn never goes the long way round. */
export function shortestAngle(from: number, to: number): number {
  const turn = Math.PI * 2;
  return ((((to - from) % turn) + turn * 1.5) % turn) - Math.PI;
}

/** Expands a baked bit mask over a Fibonacci lattice into xyz triples of the land dots. */
export function dotsFromMask(mask: Uint8Array, latticeSize: number): Float32Array {
  let count = 0;
  for (const byte of mask) {
    let bits = byte;
    while (bits) {
      count += bits & 1;
      bits >>= 1;
    }
  }
  const positions = new Float32Array(count * 3);
  let written = 0;
  for (let index = 0; index < latticeSize; index += 1) {
    const byte = mask[index >> 3] ?? 0;
    if (((byte >> (index & 7)) & 1) === 0) continue;
    const point = latticePoint(index, latticeSize);
    positions[written] = point.x;
    positions[written + 1] = point.y;
    positions[written + 2] = point.z;
    written += 3;
  }
  return positions;
}
