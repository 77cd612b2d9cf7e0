/**
 * The frame the WebGL scene draws next, outside React: the worker writes each frame's globes here and
 * the scene's components read them in useFrame, so React renders only when globes come or go or change their dots.
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

/**
 * Copies a frame's globes in; true when the scene must render again: globes came or went, or one has
 * other dots (the demo's dot count: a new array, whose geometry only a render can build).
 */
export function storeGlobes(globes: readonly DrawnGlobe[]): boolean {
  let changed = globes.length !== sceneFrame.globes.size;
  for (const globe of globes) if (sceneFrame.globes.get(globe.key)?.dots !== globe.dots) changed = true;
  if (changed) sceneFrame.globes.clear();
  for (const globe of globes) sceneFrame.globes.set(globe.key, globe);
  return changed;
}
