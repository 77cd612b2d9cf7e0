/**
 * What a page may ask of the running globe, without reaching its engine (runtime.ts): stop or start its
 * motion, and have it draw again after the page moved something it is drawn over. Browser only.
 */
import { globeRuntime } from './runtime';

/** Stops the globe's motion (WCAG 2.2.2) or starts it again; nothing when it already is so (no needless render). */
export function setGlobePaused(paused: boolean): void {
  const runtime = globeRuntime();
  if (runtime.getSnapshot().paused !== paused) runtime.setPaused(paused);
}

/** The pause button's and the demo's Space key: stops the motion, or starts it again. */
export function toggleGlobePause(): void {
  const runtime = globeRuntime();
  runtime.setPaused(!runtime.getSnapshot().paused);
}

/**
 * Draws a frame soon: the page changed what the globe draws over (a demo tile's size, place or tour
 * stop), which the globe does not watch for itself.
 */
export function wakeGlobe(): void {
  globeRuntime().wake();
}
