/** Messages from the page to the 2D globe's worker (it answers nothing: it only draws). */
import type { FrameMessage } from '../frameMessages';

export type ToFlatWorker = { type: 'init'; canvas: OffscreenCanvas } | FrameMessage;
