/**
 * The main globe's motion: easing between framings, spinning, dragging with inertia. Pure functions on a
 * mutable state object, called once a frame by the loop; nothing here allocates per frame.
 */
import { shortestAngle, type Rotation } from './geo';
import type { Placement } from './framing';

export interface Motion extends Placement, Rotation {
  /** The spin as it is now, radians per millisecond: it stops at once for a hold and eases back after one. */
  spin: number;
  dragVelocityPhi: number;
  dragVelocityTheta: number;
  dragging: boolean;
}

export interface MotionTarget extends Placement {
  facing: Rotation;
  spinSpeed: number;
  /** Overrides the spin: stand still where the globe is, or turn to a place and hold it. */
  hold: MotionHold | null;
}

/**
 * 'here': a hovered or focused marker that is already in view: the globe stops exactly where it is, so
 * the marker stays under the pointer. 'turn': a focused marker behind the globe: turn until it faces us.
 */
export type MotionHold = { kind: 'here' } | { kind: 'turn'; rotation: Rotation };

/** Time constant of the easing between framings: about 95 % of the way in three of them. */
const easeMs = 320;
const inertiaMs = 420;
/** After a hold the spin comes back over about a second instead of jumping to full speed. */
const spinUpMs = 350;
const settledSpin = 1e-7; // radians per millisecond
const maxTilt = 1.1;
const settledPosition = 0.25; // CSS pixels
const settledOpacity = 0.002;
const settledAngle = 0.0005; // radians
/** A flick slower than a tenth of the home spin is over. */
const flickEnds = 1e-5; // radians per millisecond

export function createMotion(target: MotionTarget): Motion {
  return {
    cx: target.cx,
    cy: target.cy,
    radius: target.radius,
    opacity: target.opacity,
    phi: target.facing.phi,
    theta: target.facing.theta,
    spin: target.spinSpeed,
    dragVelocityPhi: 0,
    dragVelocityTheta: 0,
    dragging: false,
  };
}

function ease(current: number, target: number, blend: number, epsilon: number): number {
  const next = current + (target - current) * blend;
  return Math.abs(target - next) < epsilon ? target : next;
}

/**
 * Advances the motion by `dt` milliseconds. `still` (reduced motion or the pause control) jumps to the
 * target and stops spinning. Returns whether anything is still moving, so the loop can stop drawing.
 */
export function stepMotion(motion: Motion, target: MotionTarget, dt: number, still: boolean): boolean {
  const blend = still ? 1 : 1 - Math.exp(-dt / easeMs);
  motion.cx = ease(motion.cx, target.cx, blend, settledPosition);
  motion.cy = ease(motion.cy, target.cy, blend, settledPosition);
  motion.radius = ease(motion.radius, target.radius, blend, settledPosition);
  motion.opacity = ease(motion.opacity, target.opacity, blend, settledOpacity);
  let turning = false;

  if (motion.dragging) {
    turning = true;
  } else if (target.hold?.kind === 'here') {
    // Stand exactly where we are: no spin, no easing of the tilt, and any flick is over.
    motion.dragVelocityPhi = 0;
    motion.dragVelocityTheta = 0;
    motion.spin = 0;
  } else if (
    !still &&
    (Math.abs(motion.dragVelocityPhi) > flickEnds || Math.abs(motion.dragVelocityTheta) > flickEnds)
  ) {
    // Inertia after a drag: the flick decays, then the spin takes over again.
    motion.phi += motion.dragVelocityPhi * dt;
    motion.theta = clampTilt(motion.theta + motion.dragVelocityTheta * dt);
    const decay = Math.exp(-dt / inertiaMs);
    motion.dragVelocityPhi *= decay;
    motion.dragVelocityTheta *= decay;
    turning = true;
  } else {
    motion.dragVelocityPhi = 0;
    motion.dragVelocityTheta = 0;
    if (target.hold === null && target.spinSpeed > 0) {
      // A spinning framing (home) keeps the rotation the visitor left it at; paused, it simply stands.
      if (still) {
        motion.spin = 0;
      } else {
        const spinBlend = 1 - Math.exp(-dt / spinUpMs);
        motion.spin = ease(motion.spin, target.spinSpeed, spinBlend, settledSpin);
        motion.phi += motion.spin * dt;
        motion.theta = ease(motion.theta, target.facing.theta, blend, settledAngle);
        turning = true;
      }
    } else {
      motion.spin = 0;
      const goal = target.hold?.rotation ?? target.facing;
      const phiGoal = motion.phi + shortestAngle(motion.phi, goal.phi);
      motion.phi = ease(motion.phi, phiGoal, blend, settledAngle);
      motion.theta = ease(motion.theta, goal.theta, blend, settledAngle);
      turning = motion.phi !== phiGoal || motion.theta !== goal.theta;
    }
  }

  const placing =
    motion.cx !== target.cx ||
    motion.cy !== target.cy ||
    motion.radius !== target.radius ||
    motion.opacity !== target.opacity;
  return turning || placing;
}

function clampTilt(theta: number): number {
  return Math.max(-maxTilt, Math.min(maxTilt, theta));
}

/** One press of an arrow key turns the globe this far (radians); held down, it keeps turning. */
export const keyTurnStep = Math.PI / 12;

/**
 * Keyboard: turns the globe by these angles. `eased`: as the flick after a drag (its inertia carries the
 * globe the whole way within about a second); otherwise at once (reduced motion, pause, a held marker).
 */
export function turnBy(motion: Motion, dPhi: number, dTheta: number, eased: boolean): void {
  if (eased) {
    // Inertia covers velocity x inertiaMs in all: the flick ends a few per cent short of it, unnoticed.
    motion.dragVelocityPhi = dPhi / inertiaMs;
    motion.dragVelocityTheta = dTheta / inertiaMs;
    return;
  }
  motion.phi += dPhi;
  motion.theta = clampTilt(motion.theta + dTheta);
  motion.dragVelocityPhi = 0;
  motion.dragVelocityTheta = 0;
}

/** Keyboard (Home): back to the framing's start at once, any flick over. */
export function faceStart(motion: Motion, facing: Rotation): void {
  motion.phi = facing.phi;
  motion.theta = facing.theta;
  motion.dragVelocityPhi = 0;
  motion.dragVelocityTheta = 0;
}

/** Pointer drag: `dx`, `dy` in CSS pixels over `dt` ms on a globe of `radius` pixels. */
export function dragBy(motion: Motion, dx: number, dy: number, dt: number, radius: number): void {
  const dPhi = dx / Math.max(radius, 1);
  const dTheta = dy / Math.max(radius, 1);
  motion.phi += dPhi;
  motion.theta = clampTilt(motion.theta + dTheta);
  if (dt > 0) {
    motion.dragVelocityPhi = dPhi / dt;
    motion.dragVelocityTheta = dTheta / dt;
  }
}
