/**
 * The main globe (the hero on home, the calm background elsewhere): its framing, its motion, and what the
 * visitor does to it (drag, keyboard, a marker that holds it). The runtime steps it once a frame and
 * draws its DrawnGlobe; nothing here allocates per frame but the story's small frame object.
 */
import { createDemoGlobe } from './demoGlobes';
import type { DrawnGlobe } from './drawing';
import { framings, placeFraming, type Framing, type FramingId } from './framing';
import { homeLandDots } from './landDots';
import type { GlobeColors } from './look';
import { sitePlaces } from './markets';
import { arcDrawMs, arcTo } from './story';
import {
  createMotion,
  dragBy,
  faceStart,
  stepMotion,
  turnBy,
  type Motion,
  type MotionHold,
  type MotionTarget,
} from './motion';

/** A display frame (ms): how far a new framing's first frame steps. */
const firstFramingStepMs = 16;

export class MainGlobe {
  private framing: Framing = framings.ambient;
  private hold: MotionHold | null = null;
  private current: Motion | null = null;
  private readonly target: MotionTarget = {
    cx: 0,
    cy: 0,
    radius: 0,
    opacity: 0,
    facing: { phi: 0, theta: 0 },
    spinSpeed: 0,
    hold: null,
  };
  /** The arcs' and pulses' clock: it runs only while the globe may move. */
  private storyTime = 0;
  /** A tour stop's arc (story.ts arcTo), or a place page's, and how far it is drawn out; -1: none. */
  private focus = -1;
  private reach = 0;
  /** A place's page lights its market alone: the place's index (markets.ts); -1: every market. */
  private lit = -1;
  /**
   * A new framing's first frame steps as one display frame: the globe is held while the next page renders
   * (inputYield.ts), and stepping by that time at once would jump a fifth of the way before the flight shows.
   */
  private freshFraming = false;
  readonly globe: DrawnGlobe;

  constructor() {
    const land = homeLandDots();
    this.globe = {
      ...createDemoGlobe('main'),
      dots: land.positions,
      markets: land.markets,
      latticeSize: land.latticeSize,
      story: { time: 0, animate: true, arcs: true, pulses: true, focus: -1, reach: 0, lit: -1 },
    };
  }

  /** The motion as last stepped; null before the first frame. */
  get motion(): Motion | null {
    return this.current;
  }

  setFraming(id: FramingId, still: boolean): void {
    const { place } = framings[id];
    if (this.framing.place || place) {
      // A place's page draws its own arc out (none for the head office, where all arcs start) and lights its market.
      this.focus = place ? arcTo(place) : -1;
      this.reach = still ? 1 : 0;
      this.lit = place ? sitePlaces.findIndex((item) => item.id === place) : -1;
    }
    this.framing = framings[id];
    this.hold = null;
    this.freshFraming = true;
    // Standing still, a spinning framing would keep the last page's rotation: face its place at once.
    if (this.current && still) faceStart(this.current, this.framing.facing);
  }

  /** Hold for a marker: stand still where it is, or turn to a place and hold it; null lets go. */
  holdMotion(hold: MotionHold | null): void {
    this.hold = hold;
  }

  /** A tour stop: its arc is drawn out from Potsdam as the globe turns there (at once when still); -1 ends it. */
  focusArc(arc: number): void {
    this.focus = arc;
    this.reach = 0;
  }

  drag(dx: number, dy: number, dt: number): void {
    if (!this.current) return;
    this.current.dragging = true;
    dragBy(this.current, dx, dy, dt, this.current.radius);
  }

  endDrag(): void {
    if (this.current) this.current.dragging = false;
  }

  /** Keyboard: eased as a flick, or at once while the globe stands still or a marker holds it. */
  turnBy(dPhi: number, dTheta: number, still: boolean): void {
    if (this.current) turnBy(this.current, dPhi, dTheta, !still && this.hold === null);
  }

  /** Keyboard (Home): back at the framing's start. */
  faceStart(): void {
    if (this.current) faceStart(this.current, this.framing.facing);
  }

  /** Steps the motion by `dt` ms in a stage of this size; true while it moves (or its story runs). */
  advance(elapsed: number, width: number, height: number, still: boolean): boolean {
    const dt = this.freshFraming ? Math.min(elapsed, firstFramingStepMs) : elapsed;
    this.freshFraming = false;
    Object.assign(this.target, placeFraming(this.framing, width, height));
    this.target.facing = this.framing.facing;
    this.target.spinSpeed = this.framing.spinSpeed;
    this.target.hold = this.hold;
    this.current ??= createMotion(this.target);
    let moving = stepMotion(this.current, this.target, dt, still);
    if (this.focus >= 0 && this.reach < 1) {
      this.reach = still ? 1 : Math.min(1, this.reach + dt / arcDrawMs);
      moving = true;
    }
    if (!this.framing.story || still) return moving;
    // The arcs travel and the places pulse while the home globe may move, even held under a pointer.
    this.storyTime += dt;
    return true;
  }

  /** The globe as drawn this frame, from the motion just stepped. */
  update(colors: GlobeColors, still: boolean): DrawnGlobe {
    const motion = this.current;
    if (motion)
      Object.assign(this.globe, {
        cx: motion.cx,
        cy: motion.cy,
        radius: motion.radius,
        opacity: motion.opacity,
        phi: motion.phi,
        theta: motion.theta,
      });
    this.globe.color = colors.dot;
    this.globe.marketColor = colors.market;
    // The sun moves a quarter of a degree a minute: the renderers place it anew only when the minute changes.
    const now = Date.now();
    this.globe.sunAt = colors.system ? null : now - (now % 60_000);
    const { focus, reach, lit } = this;
    if (this.framing.story)
      this.globe.story = { time: this.storyTime, animate: !still, arcs: true, pulses: true, focus, reach, lit };
    else if (this.framing.place)
      // A place's page: its arc drawn out once and its market lit, nothing that moves on.
      this.globe.story = { time: 0, animate: false, arcs: true, pulses: false, focus, reach, lit };
    else this.globe.story = null;
    return this.globe;
  }
}
