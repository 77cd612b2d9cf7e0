/** Messages between the page and the 2D globe's worker. */
import type { FrameMessage } from '../frameMessages';

export type ToFlatWorker = { type: 'init'; canvas: OffscreenCanvas } | FrameMessage;

/** Once, after its first frame: the page can drop the build-time still (GlobeStill.tsx). */
export type FromFlatWorker = { type: 'drawn' };
