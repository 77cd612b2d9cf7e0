/** What the globe publishes: the renderer on screen and its state for React, and counters for tests and the benchmark. */
import type { GlobeQuality } from './drawing';

export type ActiveRenderer = 'none' | 'flat' | 'webgl';

export interface GlobeSnapshot {
  renderer: ActiveRenderer;
  /** The quality step of the renderer on screen (the stage names it for the field measurements). */
  quality: GlobeQuality;
  paused: boolean;
  reducedMotion: boolean;
}

export interface GlobePlacement {
  cx: number;
  cy: number;
  radius: number;
  phi: number;
  theta: number;
}

export interface GlobeStats {
  frames: number;
  drawCalls: number;
  renderer: ActiveRenderer;
  /** Where the main globe was last drawn, CSS pixels of the stage (tests read the body and halo there), and how it was turned. */
  main: GlobePlacement;
  /** The demo's globes as last drawn (a stage: the presented one), by key; empty elsewhere. */
  tiles: Record<string, GlobePlacement>;
  /** Loses or restores the WebGL context through WEBGL_lose_context, in the worker that owns it. */
  webglContext?: (action: 'lose' | 'restore') => void;
}

declare global {
  interface Window {
    /** Read by the end-to-end tests and the benchmark: frames drawn, draw calls of the last frame. */
    __globe?: GlobeStats;
  }
}

/** The snapshot React reads (useSyncExternalStore), kept in step with the stats' renderer. */
export class GlobeStore {
  private snapshot: GlobeSnapshot = { renderer: 'none', quality: 'full', paused: false, reducedMotion: false };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly stats: GlobeStats) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): GlobeSnapshot => this.snapshot;

  publish(change: Partial<GlobeSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    this.stats.renderer = this.snapshot.renderer;
    for (const listener of this.listeners) listener();
  }
}
