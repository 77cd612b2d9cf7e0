/**
 * The hero globe's still, drawn at build time so the globe is there at first paint, before any script:
 * an inline SVG with the same recipe as the live globe's first frame (globe/look.ts, drawn by
 * flatRenderer.ts and the WebGL shaders), in unit coordinates of the radius. Colours are the CSS custom
 * properties of the palette, so one picture serves both themes; its size and place come from the
 * generated style sheet (globeStillCss.ts), which mirrors placeFraming. Keep in step with the 2D recipe.
 */
import { bodySvg, bodyUnits } from '../globe/bodySvg';
import { dotShade } from '../globe/look';
import { rotate, type Rotation, type Vec3 } from '../globe/geo';
import type { LandDots } from '../globe/landDots';
import { pulsePlaces } from '../globe/story';

/** The globe's radius in the picture's units (the body's, bodySvg.ts). */
export const stillRadius = bodyUnits;

/** Dots fainter than this are not drawn (the 2D globe's cut-off). */
const faintest = 0.004;

/** Dot opacities are grouped in steps of 1/levels: one path per step. */
const levels = 20;

export interface StillDot {
  /** Screen position in units of the radius (y down). */
  x: number;
  y: number;
  shade: number;
  /** Lies in one of the company's markets (drawn in the accent colour). */
  market: boolean;
}

/** The dots of the first live frame, as the 2D globe draws them: rotated, shaded, the faint ones left out. */
export function stillDots(positions: Float32Array, facing: Rotation, markets?: Uint8Array): StillDot[] {
  const dots: StillDot[] = [];
  const point: Vec3 = { x: 0, y: 0, z: 0 };
  const rotated: Vec3 = { x: 0, y: 0, z: 0 };
  for (let index = 0; index < positions.length; index += 3) {
    point.x = positions[index] ?? 0;
    point.y = positions[index + 1] ?? 0;
    point.z = positions[index + 2] ?? 0;
    rotate(point, facing, rotated);
    const shade = dotShade(rotated.x, rotated.y, rotated.z);
    const market = (markets?.[index / 3] ?? 0) > 0;
    if (shade > faintest) dots.push({ x: rotated.x, y: -rotated.y, shade, market });
  }
  return dots;
}

/** Greedy nearest neighbour from the top left: short relative moves keep the path data small. */
function chain(points: { x: number; y: number }[]): { x: number; y: number }[] {
  const left = [...points].sort((a, b) => a.y - b.y || a.x - b.x);
  const ordered: { x: number; y: number }[] = [];
  let current = left.shift();
  while (current) {
    ordered.push(current);
    let best = -1;
    let bestDistance = Infinity;
    for (const [index, candidate] of left.entries()) {
      const distance = (candidate.x - current.x) ** 2 + (candidate.y - current.y) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    current = best >= 0 ? left.splice(best, 1)[0] : undefined;
  }
  return ordered;
}

/** One zero-length segment per dot ("m dx dy h0"): with round caps, each is a round dot. */
function dotPath(points: { x: number; y: number }[]): string {
  let x = 0;
  let y = 0;
  let d = '';
  for (const [index, point] of chain(points).entries()) {
    const dx = point.x - x;
    const dy = point.y - y;
    d += `${index === 0 ? 'M' : 'm'}${dx}${dy < 0 ? '' : ' '}${dy}h0`;
    x = point.x;
    y = point.y;
  }
  return d;
}

/** Dots as paths, one per opacity step. */
function dotPaths(dots: readonly StillDot[]): string {
  const groups = new Map<number, { x: number; y: number }[]>();
  for (const dot of dots) {
    const level = Math.max(1, Math.round(dot.shade * levels));
    const group = groups.get(level) ?? [];
    group.push({ x: Math.round(dot.x * stillRadius), y: Math.round(dot.y * stillRadius) });
    groups.set(level, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([level, points]) =>
        `<path stroke-opacity="${Math.round((level / levels) * 1e4) / 1e4}" d="${dotPath(points)}"/>`,
    )
    .join('');
}

/** A market too small for a dot, facing the viewer: a blurred dot at its place (globe.css). */
function glowPath(land: Pick<LandDots, 'markets'>, facing: Rotation): string {
  const rotated: Vec3 = { x: 0, y: 0, z: 0 };
  const glows = land.markets.glowing.flatMap((placeIndex) => {
    const place = pulsePlaces[placeIndex];
    if (!place || rotate(place, facing, rotated).z <= 0.02) return [];
    return [{ x: Math.round(rotated.x * stillRadius), y: Math.round(-rotated.y * stillRadius) }];
  });
  return glows.length === 0 ? '' : `<g class="globe-still__layer globe-still__glows"><path d="${dotPath(glows)}"/></g>`;
}

/**
 * The still's SVG: halo, body and rim under the dots, grouped by opacity step; the markets' dots in a
 * group of their own (the accent colour), over the glow of any market too small for a dot.
 */
export function stillSvg(land: Pick<LandDots, 'positions' | 'markets'>, facing: Rotation): string {
  const dots = stillDots(land.positions, facing, land.markets.byDot);
  const others = dotPaths(dots.filter((dot) => !dot.market));
  const markets = dotPaths(dots.filter((dot) => dot.market));
  return bodySvg(
    'globe-still',
    'globe-still__svg',
    'globe-still__layer',
    `<g class="globe-still__layer globe-still__dots">${others}</g>${glowPath(land, facing)}` +
      (markets ? `<g class="globe-still__layer globe-still__dots globe-still__markets">${markets}</g>` : ''),
  );
}
