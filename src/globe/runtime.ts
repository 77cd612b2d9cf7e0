/**
 * The globe's engine, outside React: it owns the frame loop, steps the main globe (mainGlobe.ts), places
 * the body (bodyLayer.ts) and the demo's tiles (demoGlobes.ts), tells home's markers where the globe is
 * (markerLayer.ts, through watchFrames), and hands each
 * frame to the renderers (rendererHandover.ts: 2D canvas or WebGL). Frames are drawn only while
 * something moves and the globe can be seen: a still globe costs no CPU or battery.
 */
import { watchModalLayers } from '../browser/modalLayers';
import { BodyLayer } from './bodyLayer';
import { FrameLoop } from './frameLoop';
import { InputYield } from './inputYield';
import { DemoTileGlobes, type DemoTile, type PlaceBody } from './demoGlobes';
import { clampedPixelRatio, type DrawnGlobe, type GlobeQuality, type GlobeRenderer } from './drawing';
import type { FramingId, Placement } from './framing';
import type { Rotation } from './geo';
import { GlobeStore, type GlobeStats } from './globeStats';
import { fallbackDotColor, fallbackMarketColor, type GlobeColors } from './look';
import { MainGlobe } from './mainGlobe';
import type { MotionHold } from './motion';
import { RendererHandover } from './rendererHandover';

export type { ActiveRenderer, GlobeSnapshot, GlobeStats } from './globeStats';

/** Called after each frame with the stage and where the main globe was drawn (CSS pixels of the stage). */
export type FrameWatcher = (stage: HTMLElement, main: Placement & Rotation) => void;

export class GlobeRuntime {
  private stage: HTMLElement | null = null;
  private readonly renderers = new RendererHandover();
  private readonly body = new BodyLayer();
  private readonly main = new MainGlobe();
  private readonly drawn: DrawnGlobe[] = [];
  private readonly demoTiles = new DemoTileGlobes();
  /** Told where the main globe was drawn, after each frame: home's markers and keyboard control. */
  private readonly frameWatchers = new Set<FrameWatcher>();
  private width = 0;
  private height = 0;
  private inView = true;
  /** A modal layer (the phone menu) covers the page: the globe stands still under it. */
  private covered = false;
  private readonly input = new InputYield();
  private unwatchModals = (): void => undefined;
  private readonly loop = new FrameLoop(
    (dt) => this.frame(dt),
    () => this.renderers.drawsFlat,
    (now) => this.input.held(now),
  );
  private colors: GlobeColors = { dot: fallbackDotColor, market: fallbackMarketColor };
  readonly stats: GlobeStats = {
    frames: 0,
    drawCalls: 0,
    renderer: 'none',
    main: { cx: 0, cy: 0, radius: 0, phi: 0, theta: 0 },
    tiles: {},
  };

  private readonly store = new GlobeStore(this.stats);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;

  attachStage(stage: HTMLElement, flat: GlobeRenderer): void {
    this.stage = stage;
    this.input.attach(window);
    this.unwatchModals = watchModalLayers((covered) => this.setCovered(covered));
    this.renderers.setFlat(flat);
    this.store.publish({ renderer: this.renderers.active, quality: this.renderers.quality });
    this.wake();
  }

  detachStage(): void {
    this.loop.stop();
    this.input.detach();
    this.unwatchModals();
    this.stage = null;
    this.renderers.setFlat(null);
  }

  /** The WebGL globe is ready: frames go to it too, and it takes over once it has drawn one. */
  attachWebgl(renderer: GlobeRenderer | null): void {
    this.renderers.setWebgl(renderer);
    if (!renderer) this.store.publish({ renderer: 'flat', quality: this.renderers.quality });
    this.wake();
  }

  /** The WebGL globe drew a frame from the same state as the 2D one: it can be shown without a jump. */
  webglDrew(drawCalls: number): void {
    // The worker's count of its last frame, so the stats are right from the frame that took over.
    this.stats.drawCalls = drawCalls;
    if (!this.renderers.webglDrew()) return;
    this.store.publish({ renderer: 'webgl', quality: this.renderers.quality });
    this.wake();
  }

  setWebglLost(lost: boolean): void {
    this.renderers.setWebglLost(lost);
    if (lost) this.store.publish({ renderer: 'flat', quality: this.renderers.quality });
    this.wake();
  }

  /** A renderer stepped its quality down (the WebGL globe also back up): published when it is the one shown. */
  setQuality(renderer: 'flat' | 'webgl', quality: GlobeQuality): void {
    if (this.renderers.setQuality(renderer, quality)) this.store.publish({ quality: this.renderers.quality });
  }

  setFraming(id: FramingId): void {
    this.main.setFraming(id, this.still);
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

  setColors(colors: GlobeColors): void {
    this.colors = colors;
    this.wake();
  }

  private setCovered(covered: boolean): void {
    this.covered = covered;
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
    this.main.holdMotion(hold);
    this.wake();
  }

  /** The element that shows the main globe's body under the canvases (GlobeBody.tsx). */
  attachBody(element: HTMLElement | null): void {
    this.body.attach(element);
    this.wake();
  }

  private bodiesLayer: HTMLElement | null = null;

  /** The layer under the canvases that holds the demo variants' bodies (GlobeStage.tsx, demoBodies.ts). */
  get demoBodiesLayer(): HTMLElement | null {
    return this.bodiesLayer;
  }

  attachDemoBodiesLayer(element: HTMLElement | null): void {
    this.bodiesLayer = element;
  }

  /** The demo's tiles move with the page while the canvas stays fixed: redraw as the page scrolls. */
  setDemoTiles(tiles: DemoTile[], placeBody: PlaceBody | null = null): void {
    if (tiles.length > 0 && this.demoTiles.empty) window.addEventListener('scroll', this.wake, { passive: true });
    if (tiles.length === 0) window.removeEventListener('scroll', this.wake);
    this.demoTiles.set(tiles, placeBody);
    this.wake();
  }

  /** A tour stop's arc (story.ts arcTo) drawn out on the main globe; -1 when the tour ends. */
  focusArc(arc: number): void {
    this.main.focusArc(arc);
    this.wake();
  }

  drag(dx: number, dy: number, dt: number): void {
    this.input.release();
    this.main.drag(dx, dy, dt);
    this.wake();
  }

  endDrag(): void {
    this.main.endDrag();
    this.wake();
  }

  /** Keyboard: turn the main globe (radians), also while it is paused. */
  turnBy(dPhi: number, dTheta: number): void {
    this.input.release();
    this.main.turnBy(dPhi, dTheta, this.still);
    this.wake();
  }

  /** Keyboard (Home): the main globe back at its framing's start. */
  faceStart(): void {
    this.input.release();
    this.main.faceStart();
    this.wake();
  }

  /**
   * Calls `watcher` after each frame with where the main globe was drawn (home's markers, markerLayer.ts,
   * and keyboard control, globeOutline.ts: loaded with home, not with every page); returns the unwatch.
   */
  watchFrames(watcher: FrameWatcher): () => void {
    this.frameWatchers.add(watcher);
    this.wake();
    return () => {
      this.frameWatchers.delete(watcher);
    };
  }

  /** The main globe as last drawn (the WebGL renderer prepares its geometry from it). */
  get mainGlobe(): DrawnGlobe {
    return this.main.globe;
  }

  /** Draws a frame soon, and keeps drawing while something moves. */
  wake = (): void => {
    if (this.stage) this.loop.wake();
  };

  private get still(): boolean {
    const { paused, reducedMotion } = this.store.getSnapshot();
    return paused || reducedMotion;
  }

  /** One frame: true while something moves and can be seen. */
  private frame(dt: number): boolean {
    if (!this.stage || this.width === 0 || this.height === 0) return false;
    const moving = this.advance(dt);
    this.render();
    return moving && this.inView && !this.covered && !document.hidden;
  }

  private advance(dt: number): boolean {
    const moving = this.main.advance(dt, this.width, this.height, this.still);
    const tilesMoving = !this.still && this.demoTiles.advance(dt);
    return moving || tilesMoving;
  }

  /** The demo's globes as drawn, for the tests (where a stage's globe faces). */
  private publishTiles(): void {
    const tiles: GlobeStats['tiles'] = {};
    for (const { key, cx, cy, radius, phi, theta } of this.drawn)
      if (key !== 'main') tiles[key] = { cx, cy, radius, phi, theta };
    this.stats.tiles = tiles;
  }

  private render(): void {
    const stage = this.stage;
    const motion = this.main.motion;
    if (!stage || !motion) return;
    const main = this.main.update(this.colors, this.still);
    Object.assign(this.stats.main, {
      cx: motion.cx,
      cy: motion.cy,
      radius: motion.radius,
      phi: main.phi,
      theta: main.theta,
    });
    this.body.place(motion.cx, motion.cy, motion.radius, motion.opacity);
    this.drawn.length = 0;
    if (motion.opacity > 0) this.drawn.push(main);
    const { market, dot, system } = this.colors;
    this.demoTiles.appendTo(this.drawn, stage, this.height, !this.still, market, system ? dot : undefined);
    if (!this.demoTiles.empty) this.publishTiles();
    const drawCalls = this.renderers.draw(
      this.drawn,
      this.width,
      this.height,
      clampedPixelRatio(window.devicePixelRatio),
    );
    if (drawCalls !== null) this.stats.drawCalls = drawCalls;
    this.stats.frames += 1;
    for (const watcher of this.frameWatchers) watcher(stage, motion);
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
