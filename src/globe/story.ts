/**
 * The story the home globe tells: arcs from Potsdam to the four markets abroad (and to the places of the
 * newest news and openings that name one of their own: content/collections/entryArcs.ts), travelling along
 * great circles, and a pulse at each place. Pure geometry and timing shared by the 2D and the WebGL globe:
 * the arcs are sampled once here, both renderers draw the same points.
 */
import { latLonToVec, type Vec3 } from './geo';
import { entryArcEnds } from '../content/collections/entryArcs';
import { sitePlaces, type PlaceId } from './markets';

/** Points sampled along each arc; the WebGL globe draws them as dots, the 2D globe as a polyline. */
export const arcSamples = 48;
/** A travelling light runs the length of an arc in this time, then starts again. */
export const arcTravelMs = 3200;
/** The lit head's length, as a share of the arc. */
export const arcHeadShare = 0.22;
/** The arcs' faint trace, and the whole arc when still (reduced motion): shares of full brightness. */
export const arcTrace = 0.28;
export const arcStill = 0.55;
/** A pulse ring grows from 4 CSS pixels by this much. */
export const pulseReach = 16;
/** A pulse ring grows and fades over this time. */
const pulseMs = 2400;
/**
 * Arcs rise above the surface by this share of their angular length (radians), so long ones bow more,
 * but never higher than `arcMaxLift` (a share of the radius): inside the halo (look.ts haloScale), so no
 * arc loops out over the globe's edge into the empty page.
 */
const liftPerRadian = 0.38;
export const arcMaxLift = 0.1;
/** An arc fades out as it nears the globe's edge from the front: over this much of its direction's depth. */
export const arcFade = 0.18;

const origin: PlaceId = 'potsdam';

function slerp(from: Vec3, to: Vec3, angle: number, t: number): Vec3 {
  const sine = Math.sin(angle);
  const a = Math.sin((1 - t) * angle) / sine;
  const b = Math.sin(t * angle) / sine;
  return { x: from.x * a + to.x * b, y: from.y * a + to.y * b, z: from.z * a + to.z * b };
}

export interface StoryArcs {
  /** xyz per sample, arcs one after another: `arcCount * arcSamples` points. */
  positions: Float32Array;
  /** Progress along its arc (0 at Potsdam, 1 at the market) per sample. */
  progress: Float32Array;
  /** Phase offset per sample's arc (0..1), so the four lights do not travel in step. */
  phase: Float32Array;
  arcCount: number;
}

function buildArcs(): StoryArcs {
  const start = sitePlaces.find((place) => place.id === origin);
  // The site's places first, so that arcTo() finds each market's arc by its place's position.
  const ends = [...sitePlaces.filter((place) => place.id !== origin), ...entryArcEnds];
  if (!start) throw new Error('the story starts in Potsdam');
  const from = latLonToVec(start.lat, start.lon);
  const count = ends.length * arcSamples;
  const positions = new Float32Array(count * 3);
  const progress = new Float32Array(count);
  const phase = new Float32Array(count);
  ends.forEach((end, arc) => {
    const to = latLonToVec(end.lat, end.lon);
    const angle = Math.acos(Math.min(1, from.x * to.x + from.y * to.y + from.z * to.z));
    for (let sample = 0; sample < arcSamples; sample += 1) {
      const t = sample / (arcSamples - 1);
      const point = slerp(from, to, angle, t);
      const height = 1 + Math.min(arcMaxLift, liftPerRadian * angle) * Math.sin(Math.PI * t);
      const index = arc * arcSamples + sample;
      positions[index * 3] = point.x * height;
      positions[index * 3 + 1] = point.y * height;
      positions[index * 3 + 2] = point.z * height;
      progress[index] = t;
      phase[index] = arc / ends.length;
    }
  });
  return { positions, progress, phase, arcCount: ends.length };
}

let arcs: StoryArcs | null = null;

/** Built on first use (a few hundred numbers), then shared. */
export function storyArcs(): StoryArcs {
  arcs ??= buildArcs();
  return arcs;
}

/** The pulses' places: xyz on the unit sphere per place, in the places' order. */
export const pulsePlaces: readonly Vec3[] = [...sitePlaces, ...entryArcEnds].map((place) =>
  latLonToVec(place.lat, place.lon),
);

/** Where an arc's light is (0..1 along it) at `time` ms. */
export function arcHead(time: number, phase: number): number {
  return (time / arcTravelMs + phase) % 1;
}

/**
 * How bright an arc point at `progress` is: a faint trace everywhere, a lit head that travels. Still
 * (reduced motion, paused): the trace alone, a little stronger, so the arcs read without moving.
 */
export function arcBrightness(progress: number, head: number, animate: boolean): number {
  if (!animate) return arcStill;
  const behind = head - progress;
  if (behind < 0 || behind > arcHeadShare) return arcTrace;
  return arcTrace + (1 - arcTrace) * (1 - behind / arcHeadShare);
}

/** A pulse's phase (0..1) at `time` ms; each place starts at its own moment. */
export function pulsePhase(time: number, index: number): number {
  return (time / pulseMs + index * 0.21) % 1;
}

/** The arc that ends at `place` (arcs run from Potsdam to the other places, in their order); -1 for Potsdam. */
export function arcTo(place: PlaceId): number {
  return place === origin ? -1 : sitePlaces.filter((item) => item.id !== origin).findIndex((item) => item.id === place);
}

/** A tour stop's arc is drawn out from Potsdam over this time as the globe turns to its place. */
export const arcDrawMs = 1400;
/** During a tour stop the other arcs fade to this share of full brightness. */
export const arcAside = 0.12;

/**
 * How bright an arc point is while a tour stop focuses arc `focus`: the focused arc fully lit from
 * Potsdam as far as `reach` (0..1) and not yet drawn beyond, the others faint.
 */
export function focusedArcBrightness(progress: number, arc: number, focus: number, reach: number): number {
  if (arc !== focus) return arcAside;
  return progress <= reach ? 1 : 0;
}

/**
 * How much of a lifted arc point at rotated (x, y, z) shows: none on the far half (behind the globe, or
 * above its edge, where an arc once looped over the limb), fading in from the edge to the front; the
 * same rule in shaders/globeArcs.vert.
 */
export function arcFacing(x: number, y: number, z: number): number {
  return Math.min(1, Math.max(0, z / Math.hypot(x, y, z) / arcFade));
}
