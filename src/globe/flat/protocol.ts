/** Messages between the page and the 2D globe's worker. */
import type { GlobeQuality } from '../drawing';
import type { FrameMessage } from '../frameMessages';

export type ToFlatWorker = { type: 'init'; canvas: OffscreenCanvas } | FrameMessage;

/**
 * `drawn` once, after its first frame: the page can drop the build-time still (GlobeStill.tsx); `quality` when
 * its frames ran long and it stepped down.
 */
export type FromFlatWorker = { type: 'drawn' } | { type: 'quality'; quality: GlobeQuality };
