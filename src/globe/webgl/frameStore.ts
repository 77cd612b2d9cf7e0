/**
 * The frame the WebGL scene draws next, outside React: the worker writes each frame's globes here and
 * the scene's components read them in useFrame, so React renders only when globes come or go or change shape.
 */
import type { DrawnGlobe, GlobeQuality } from '../drawing';

export interface SceneFrame {
  globes: Map<string, DrawnGlobe>;
  width: number;
  height: number;
  ratio: number;
  /** Stepped down by the performance monitor: device pixel ratio 1. */
  quality: GlobeQuality;
}

export const sceneFrame: SceneFrame = { globes: new Map(), width: 1, height: 1, ratio: 1, quality: 'full' };

/** Whether the scene must render again for `next`: its geometry is built in a render, its uniforms are not. */
function needsRender(stored: DrawnGlobe | undefined, next: DrawnGlobe): boolean {
  // Other dots: the demo's dot count, a new array. A story that comes or goes: the arcs' and pulses' layers.
  return stored === undefined || stored.dots !== next.dots || (stored.story === null) !== (next.story === null);
}

/** Copies a frame's globes in; true when the scene must render again (globes came or went, or changed shape). */
export function storeGlobes(globes: readonly DrawnGlobe[]): boolean {
  let changed = globes.length !== sceneFrame.globes.size;
  for (const globe of globes) if (needsRender(sceneFrame.globes.get(globe.key), globe)) changed = true;
  if (changed) sceneFrame.globes.clear();
  for (const globe of globes) sceneFrame.globes.set(globe.key, globe);
  return changed;
}
