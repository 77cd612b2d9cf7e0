/**
 * The demo's tiles handed to the running globe, which draws a globe over each (demoGlobes.ts) and the
 * bodies of the looks that have one (demoBodies.ts). Reached through demo.ts, so it loads with the demo
 * page only.
 */
import { demoBodies } from './demoBodies';
import type { DemoTile } from './demoGlobes';
import { globeRuntime } from './runtime';

/** The variants' bodies, in the stage's layer under the canvases: made once a variant shows one, kept for the page's life. */
const placeBody = demoBodies(() => globeRuntime().demoBodiesLayer);

/**
 * From now on the globe draws these tiles, and no others ([] when the page leaves). A tile object keeps
 * its rotation from frame to frame: pass the same objects again for a globe to turn on undisturbed.
 */
export function showDemoTiles(tiles: DemoTile[]): void {
  globeRuntime().setDemoTiles(tiles, placeBody);
}
