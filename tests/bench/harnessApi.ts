/** The contract between the benchmark harness page (harness/main.tsx) and the orchestrator (globe.bench.ts). */

/**
 * ours: the site's WebGL globe; cobe: the cobe library; flat: the site's 2D-canvas fallback; oursSun and flatSun:
 * the same two with the sun lighting the globe (its night side dimmer), timed in the same rounds as without.
 */
export type BenchRenderer = 'ours' | 'oursSun' | 'cobe' | 'flat' | 'flatSun';

/** The minute whose sun lights the globe when the bench turns the sun on: morning in Europe, dusk over the Pacific. */
export const benchSunAt = Date.UTC(2026, 11, 7, 8);

export interface FrameCostRequest {
  /** Measured in turns, frame by frame, so a busy machine slows them all alike. */
  renderers: readonly BenchRenderer[];
  /** Land dots drawn (a count the build baked: 1100 is the home set, others come from the demo set). */
  dots: number;
  pixelRatio: number;
  /** Canvas side, CSS pixels. */
  size: number;
  warmupFrames: number;
  frames: number;
}

export interface FrameCostResult {
  medianMs: number;
  /** The draw call alone, before waiting for the frame to finish: the main thread's share. */
  submitMedianMs: number;
  /** Draw calls of the last frame (our WebGL globe; 0 for the others). */
  drawCalls: number;
  /** Points of the Fibonacci lattice our dots were picked from; cobe's mapSamples is set to it. */
  latticeSize: number;
}

interface BenchHarness {
  frameCost(request: FrameCostRequest): Promise<Partial<Record<BenchRenderer, FrameCostResult>>>;
  phoneFlat(request: PhoneFlatRequest): Promise<PhoneFlatResult>;
}

declare global {
  interface Window {
    /** Set by the harness page once our WebGL globe is mounted. */
    __bench?: BenchHarness;
  }
}

/** The 2D globe as a phone's hero draws it: the home framing on a portrait screen, with arcs moving. */
export interface PhoneFlatRequest {
  width: number;
  height: number;
  pixelRatio: number;
  warmupFrames: number;
  frames: number;
}

/** Median ms per frame (draw and finish) of each quality, and what the self-timed renderer chose. */
export interface PhoneFlatResult {
  fullMs: number;
  leanMs: number;
  /** The same two qualities with the markets unlit (no accent dots, no glows): the markets' cost in the same run. */
  fullUnlitMs: number;
  leanUnlitMs: number;
  /** The same two qualities with the sun lighting the globe: the sun's cost in the same run. */
  fullSunMs: number;
  leanSunMs: number;
  /** The renderer as the site runs it: it steps down to lean when its frames run long. */
  settledQuality: 'full' | 'lean';
  settledMs: number;
  radius: number;
}
