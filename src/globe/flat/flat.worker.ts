/**
 * The 2D globe's worker: draws the page's frames on the canvas the page handed over, so the dots'
 * drawing, and the canvas' first allocation, a long task of its own (globe/README.md, "Measured"), happen
 * off the page's main thread.
 */
import { createFlatRenderer, type FlatRenderer } from '../flatRenderer';
import { createFrameDecoder } from '../frameMessages';
import { workerScope } from '../workerScope';
import type { FromFlatWorker, ToFlatWorker } from './protocol';

const frames = createFrameDecoder();
let renderer: FlatRenderer | null = null;
let drawn = false;
const scope = workerScope<ToFlatWorker, FromFlatWorker>();

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') renderer = createFlatRenderer(message.canvas);
  else if (renderer) {
    const before = renderer.quality;
    renderer.draw(frames.decode(message), message.width, message.height, message.ratio);
    if (!drawn) scope.postMessage({ type: 'drawn' });
    drawn = true;
    if (renderer.quality !== before) scope.postMessage({ type: 'quality', quality: renderer.quality });
  }
};
