/** Messages between the page and the globe's WebGL worker. */
import type { DrawnGlobe } from '../drawing';

/** A globe as the page sends it each frame: its dots travel only when the worker has not had them. */
export type FrameGlobe = Omit<DrawnGlobe, 'dots'> & { dots?: Float32Array };

export type ToWorker =
  | { type: 'init'; canvas: OffscreenCanvas; width: number; height: number; ratio: number; first: DrawnGlobe; forced: boolean }
  | { type: 'frame'; width: number; height: number; ratio: number; globes: FrameGlobe[] }
  | { type: 'context'; action: 'lose' | 'restore' };

export type FromWorker =
  | { type: 'ready' }
  /** No WebGL2, or only a software one: the 2D globe stays, and three.js is never loaded. */
  | { type: 'unavailable' }
  | { type: 'drawn'; drawCalls: number }
  | { type: 'lost' }
  | { type: 'restored' }
  | { type: 'failed'; message: string };
