/**
 * The globe's engine, outside React: it owns the frame loop and the main globe's motion, places the
 * body (bodyLayer.ts), the demo's tiles (demoGlobes.ts) and the markers (markerLayer.ts), and hands each
 * frame to the renderers (rendererHandover.ts: 2D canvas or WebGL). Frames are drawn only while
 * something moves and the globe can be seen (DESIGN.md "The globe").
 */
import { BodyLayer } from './bodyLayer';
import { createDemoGlobe, DemoTileGlobes, type DemoTile } from './demoGlobes';
import { clampedPixelRatio, type DrawnGlobe, type GlobeRenderer } from './drawing';
import { framings, placeFraming, type Framing, type FramingId } from './framing';
import { GlobeStore, type GlobeStats } from './globeStats';
import { homeLandDots } from './landDots';
import { fallbackDotColor } from './look';
import { positionMarkers, type MarkerLayer } from './markerLayer';
import { createMotion, dragBy, stepMotion, type Motion, type MotionHold, type MotionTarget } from './motion';
import { RendererHandover } from './rendererHandover';

/** Half of a 60 Hz display's frames: the 2D globe's cap (DESIGN.md, issue 13). */
const flatFrameMs = 1000 / 30 - 4;

export type { ActiveRenderer, GlobeSnapshot, GlobeStats } from './globeStats';

export class GlobeRuntime {
  private stage: HTMLElement | null = null;
  private readonly renderers = new RendererHandover();
  private readonly body = new BodyLayer();
  private framing: Framing = framings.ambient;
  private hold: MotionHold | null = null;
  private motion: Motion | null = null;
  private readonly target: MotionTarget = { cx: 0, cy: 0, radius: 0, opacity: 0, facing: { phi: 0, theta: 0 }, spinSpeed: 0, hold: null };
  private readonly main: DrawnGlobe;
  private readonly drawn: DrawnGlobe[] = [];
  private readonly demoTiles = new DemoTileGlobes();
  private markers: MarkerLayer | null = null;
  private width = 0;
  private height = 0;
  private inView = true;
  private frameRequest = 0;
  private lastTime = 0;
  private dotColor = fallbackDotColor;
  /** The arcs' and pulses' clock: it runs only while the globe may move. */
  private storyTime = 0;
  private lastDrawn = 0;
  readonly stats: GlobeStats = { frames: 0, drawCalls: 0, renderer: 'none', main: { cx: 0, cy: 0, radius: 0 } };

  constructor() {
    const land = homeLandDots();
    this.main = {
      ...createDemoGlobe('main'),
      dots: land.positions,
      latticeSize: land.latticeSize,
      story: { time: 0, animate: true, arcs: true, pulses: true },
    };
  }

  private readonly store = new GlobeStore(this.stats);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  attachStage(stage: HTMLElement, flat: GlobeRenderer): void {
    this.stage = stage;
    this.renderers.setFlat(flat);
    this.store.publish({ renderer: this.renderers.active });
    this.wake();
  }

  detachStage(): void {
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    this.stage = null;
    this.renderers.setFlat(null);
  }

  /** The WebGL globe is ready: frames go to it too, and it takes over once it has drawn one. */
  attachWebgl(renderer: GlobeRenderer | null): void {
    this.renderers.setWebgl(renderer);
    if (!renderer) this.store.publish({ renderer: 'flat' });
    this.wake();
  }

  /** The WebGL globe drew a frame from the same state as the 2D one: it can be shown without a jump. */
  webglDrew(drawCalls: number): void {
    // The worker's count of its last frame, so the stats are right from the frame that took over.
    this.stats.drawCalls = drawCalls;
    if (!this.renderers.webglDrew()) return;
    this.store.publish({ renderer: 'webgl' });
    this.wake();
  }

  setWebglLost(lost: boolean): void {
    this.renderers.setWebglLost(lost);
    if (lost) this.store.publish({ renderer: 'flat' });
    this.wake();
  }

  setFraming(id: FramingId): void {
    this.framing = framings[id];
    this.hold = null;
    // Standing still, a spinning framing would keep the last page's rotation: face its place at once.
    if (this.motion && this.still) {
      this.motion.phi = this.framing.facing.phi;
      this.motion.theta = this.framing.facing.theta;
    }
    this.wake();
  }

  setSize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.wake();
  }

  setInView(inView: boolean): void {
    this.inView = inView;
    this.wake();
  }

  setDotColor(color: string): void {
    this.dotColor = color;
    this.wake();
  }

  setPaused(paused: boolean): void {
    this.store.publish({ paused });
    this.wake();
  }

  setReducedMotion(reducedMotion: boolean): void {
    this.store.publish({ reducedMotion });
    this.wake();
  }

  /** Hold the main globe for a marker: stand still where it is, or turn to a place and hold it; null lets go. */
  holdMotion(hold: MotionHold | null): void {
    this.hold = hold;
    this.wake();
  }

  /** The element that shows the main globe's body under the canvases (GlobeBody.tsx). */
  attachBody(element: HTMLElement | null): void {
    this.body.attach(element);
    this.wake();
  }

  /** The layer under the canvases that holds the demo variants' bodies (GlobeStage.tsx). */
  attachDemoBodies(element: HTMLElement | null): void {
    this.demoTiles.bodies.attach(element);
    this.wake();
  }

  setMarkers(layer: MarkerLayer | null): void {
    this.markers = layer;
    this.wake();
  }

  /** The demo's tiles move with the page while the canvas stays fixed: redraw as the page scrolls. */
  setDemoTiles(tiles: DemoTile[]): void {
    if (tiles.length > 0 && this.demoTiles.empty) window.addEventListener('scroll', this.wake, { passive: true });
    if (tiles.length === 0) window.removeEventListener('scroll', this.wake);
    this.demoTiles.set(tiles);
    this.wake();
  }

  drag(dx: number, dy: number, dt: number): void {
    if (!this.motion) return;
    this.motion.dragging = true;
    dragBy(this.motion, dx, dy, dt, this.motion.radius);
    this.wake();
  }

  endDrag(): void {
    if (this.motion) this.motion.dragging = false;
    this.wake();
  }

  /** The main globe as last drawn (the WebGL renderer prepares its geometry from it). */
  get mainGlobe(): DrawnGlobe {
    return this.main;
  }

  /** Draws a frame soon, and keeps drawing while something moves. */
  wake = (): void => {
    if (this.frameRequest || !this.stage) return;
    this.lastTime = 0;
    this.frameRequest = requestAnimationFrame(this.tick);
  };

  private get still(): boolean {
    const { paused, reducedMotion } = this.store.getSnapshot();
    return paused || reducedMotion;
  }

  private tick = (now: number): void => {
    this.frameRequest = 0;
    if (!this.stage || this.width === 0 || this.height === 0) return;
    // The 2D globe stands in on slow devices: it draws at most 30 frames a second, and the skipped
    // animation frames cost a callback, not a frame. The first frame after a wake always draws.
    if (this.lastTime && this.renderers.drawsFlat && now - this.lastDrawn < flatFrameMs) {
      this.frameRequest = requestAnimationFrame(this.tick);
      return;
    }
    const dt = this.lastTime ? Math.min(now - this.lastTime, 100) : 16;
    this.lastTime = now;
    this.lastDrawn = now;
    const moving = this.advance(dt);
    this.render();
    if (moving && this.inView && !document.hidden) this.frameRequest = requestAnimationFrame(this.tick);
  };

  private advance(dt: number): boolean {
    const placement = placeFraming(this.framing, this.width, this.height);
    Object.assign(this.target, placement);
    this.target.facing = this.framing.facing;
    this.target.spinSpeed = this.framing.spinSpeed;
    this.target.hold = this.hold;
    this.motion ??= createMotion(this.target);
    let moving = stepMotion(this.motion, this.target, dt, this.still);
    if (this.framing.story && !this.still) {
      // The arcs travel and the places pulse while the home globe may move, even held under a pointer.
      this.storyTime += dt;
      moving = true;
    }
    if (!this.still && this.demoTiles.advance(dt)) moving = true;
    return moving;
  }

  private render(): void {
    const stage = this.stage;
    const motion = this.motion;
    if (!stage || !motion) return;
    Object.assign(this.main, { cx: motion.cx, cy: motion.cy, radius: motion.radius, opacity: motion.opacity });
    Object.assign(this.stats.main, { cx: motion.cx, cy: motion.cy, radius: motion.radius });
    this.main.phi = motion.phi;
    this.main.theta = motion.theta;
    this.main.color = this.dotColor;
    this.body.place(motion.cx, motion.cy, motion.radius, motion.opacity);
    this.main.story = this.framing.story ? { time: this.storyTime, animate: !this.still, arcs: true, pulses: true } : null;
    this.drawn.length = 0;
    if (motion.opacity > 0) this.drawn.push(this.main);
    this.demoTiles.appendTo(this.drawn, stage, this.height, !this.still);
    const drawCalls = this.renderers.draw(this.drawn, this.width, this.height, clampedPixelRatio(window.devicePixelRatio));
    if (drawCalls !== null) this.stats.drawCalls = drawCalls;
    this.stats.frames += 1;
    if (this.markers) positionMarkers(this.markers, stage, motion, motion);
  }
}

let runtime: GlobeRuntime | null = null;

/** The one runtime of the page (browser only). */
export function globeRuntime(): GlobeRuntime {
  if (!runtime) {
    runtime = new GlobeRuntime();
    window.__globe = runtime.stats;
  }
  return runtime;
}
