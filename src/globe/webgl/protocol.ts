/** Messages between the page and the globe's WebGL worker. */
import type { DrawnGlobe, GlobeQuality } from '../drawing';
import type { FrameMessage } from '../frameMessages';

export type ToWorker =
  | {
      type: 'init';
      canvas: OffscreenCanvas;
      width: number;
      height: number;
      ratio: number;
      first: DrawnGlobe;
      forced: boolean;
    }
  | FrameMessage
  | { type: 'context'; action: 'lose' | 'restore' };

export type FromWorker =
  | { type: 'ready' }
  /** No WebGL2, or only a software one: the 2D globe stays, and three.js is never loaded. */
  | { type: 'unavailable' }
  /** A frame drawn, and the quality step the scene drew it at (the performance monitor's). */
  | { type: 'drawn'; drawCalls: number; quality: GlobeQuality }
  /** Frames stayed slow after the quality stepped down: the 2D globe takes over for good. */
  | { type: 'slow' }
  | { type: 'lost' }
  | { type: 'restored' }
  | { type: 'failed'; message: string };
