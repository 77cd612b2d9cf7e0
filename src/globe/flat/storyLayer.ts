/**
 * The globe's story on the 2D canvas (home, and demo variants that show it): the four arcs as polylines (a faint trace, a lit head that
 * travels from Potsdam outward) and a pulse ring at each place facing the viewer. A few hundred
 * numbers a frame, drawn over the dots.
 */
import { dotDiameter, hexToRgb, type DrawnGlobe, type StoryFrame } from '../drawing';
import { facingAlpha, type Rotation } from '../geo';
import {
  arcBrightness,
  arcHead,
  arcSamples,
  focusedArcBrightness,
  arcFacing,
  pulsePhase,
  pulsePlaces,
  pulseReach,
  storyArcs,
} from '../story';
import { marketGlow } from '../look';
import type { AnyContext2d } from './canvas2d';

interface Projector {
  cp: number;
  sp: number;
  ct: number;
  st: number;
}

const projector: Projector = { cp: 1, sp: 0, ct: 1, st: 0 };
const point = { x: 0, y: 0, z: 0 };

function setRotation(rotation: Rotation): void {
  projector.cp = Math.cos(rotation.phi);
  projector.sp = Math.sin(rotation.phi);
  projector.ct = Math.cos(rotation.theta);
  projector.st = Math.sin(rotation.theta);
}

/** Rotates (x, y, z) into `point`, as geo.rotate and the shaders do. */
function turn(x: number, y: number, z: number): void {
  const { cp, sp, ct, st } = projector;
  const z1 = -x * sp + z * cp;
  point.x = x * cp + z * sp;
  point.y = y * ct - z1 * st;
  point.z = y * st + z1 * ct;
}

/** Brightness steps: the arcs are stroked as one path per step, not one stroke per segment. */
const steps = 5;
/** Projected arc points of the current frame: x, y, and how much shows (story.ts arcFacing). Reused, never reallocated. */
let projected = new Float32Array(0);

function projectArcs(cx: number, cy: number, radius: number): void {
  const { positions } = storyArcs();
  const count = positions.length / 3;
  if (projected.length !== count * 3) projected = new Float32Array(count * 3);
  for (let index = 0; index < count; index += 1) {
    turn(positions[index * 3] ?? 0, positions[index * 3 + 1] ?? 0, positions[index * 3 + 2] ?? 0);
    projected[index * 3] = cx + point.x * radius;
    projected[index * 3 + 1] = cy - point.y * radius;
    projected[index * 3 + 2] = arcFacing(point.x, point.y, point.z);
  }
}

/**
 * The stroke a segment of this brightness joins. Lean frames stroke two, the faint trace and the lit
 * head, not five: the arcs stay whole lines (without the trace, a phone's arcs were loose dashes).
 */
function stepOf(brightness: number, lean: boolean): number {
  const step = Math.max(1, Math.round(brightness * steps));
  return lean && step > 1 ? steps : step;
}

function drawArcs(context: AnyContext2d, story: StoryFrame, opacity: number, lean: boolean): void {
  const { time, animate, focus, reach } = story;
  const arcs = storyArcs();
  for (let step = 1; step <= steps; step += 1) {
    if (lean && step !== 1 && step !== steps) continue;
    context.beginPath();
    let any = false;
    for (let arc = 0; arc < arcs.arcCount; arc += 1) {
      const head = arcHead(time, arcs.phase[arc * arcSamples] ?? 0);
      for (let sample = 1; sample < arcSamples; sample += 1) {
        const index = arc * arcSamples + sample;
        const facing = Math.min(projected[index * 3 + 2] ?? 0, projected[(index - 1) * 3 + 2] ?? 0);
        if (facing <= 0) continue;
        const progress = arcs.progress[index] ?? 0;
        const brightness =
          facing *
          (focus >= 0 ? focusedArcBrightness(progress, arc, focus, reach) : arcBrightness(progress, head, animate));
        if (brightness <= 0) continue;
        if (stepOf(brightness, lean) !== step) continue;
        context.moveTo(projected[(index - 1) * 3] ?? 0, projected[(index - 1) * 3 + 1] ?? 0);
        context.lineTo(projected[index * 3] ?? 0, projected[index * 3 + 1] ?? 0);
        any = true;
      }
    }
    if (!any) continue;
    context.globalAlpha = (step / steps) * opacity;
    context.stroke();
  }
}

/** A soft disc in the markets' colour at each market too small for a dot, facing the viewer (look.ts marketGlow). */
function drawMarketGlows(
  context: AnyContext2d,
  globe: DrawnGlobe,
  cx: number,
  cy: number,
  radius: number,
  ratio: number,
) {
  const { glowing } = globe.markets;
  const lit = globe.story?.lit ?? -1;
  if (glowing.length === 0) return;
  const reach = marketGlow.reach * dotDiameter(globe.radius, globe.latticeSize) * ratio;
  const [red, green, blue] = hexToRgb(globe.marketColor).map((value) => Math.round(value * 255));
  const colour = `${red ?? 0} ${green ?? 0} ${blue ?? 0}`;
  for (const placeIndex of glowing) {
    if (lit >= 0 && placeIndex !== lit) continue;
    const place = pulsePlaces[placeIndex];
    if (!place) continue;
    turn(place.x, place.y, place.z);
    const strength = facingAlpha(point.z) * marketGlow.strength * globe.opacity;
    if (strength <= 0) continue;
    const x = cx + point.x * radius;
    const y = cy - point.y * radius;
    const glow = context.createRadialGradient(x, y, 0, x, y, reach);
    glow.addColorStop(0, `rgb(${colour} / ${strength})`);
    glow.addColorStop(1, `rgb(${colour} / 0)`);
    context.fillStyle = glow;
    context.fillRect(x - reach, y - reach, reach * 2, reach * 2);
  }
}

/** Arcs and pulses (those the globe shows); `lean` (frames running long) strokes the arcs in two steps of brightness. */
export function drawStory(context: AnyContext2d, globe: DrawnGlobe, ratio: number, lean: boolean): void {
  const story = globe.story;
  if (!story || globe.opacity <= 0) return;
  setRotation(globe);
  const cx = globe.cx * ratio;
  const cy = globe.cy * ratio;
  const radius = globe.radius * ratio;
  drawMarketGlows(context, globe, cx, cy, radius, ratio);
  context.strokeStyle = globe.color;
  context.lineCap = 'round';
  if (story.arcs) {
    projectArcs(cx, cy, radius);
    context.lineWidth = 2 * ratio;
    drawArcs(context, story, globe.opacity, lean);
  }
  if (story.animate && story.pulses) {
    context.lineWidth = 1.5 * ratio;
    pulsePlaces.forEach((place, index) => {
      turn(place.x, place.y, place.z);
      const facing = facingAlpha(point.z);
      if (facing <= 0) return;
      const phase = pulsePhase(story.time, index);
      context.globalAlpha = (1 - phase) * 0.7 * facing * globe.opacity;
      context.beginPath();
      context.arc(cx + point.x * radius, cy - point.y * radius, (4 + phase * pulseReach) * ratio, 0, Math.PI * 2);
      context.stroke();
    });
  }
  context.globalAlpha = 1;
}
