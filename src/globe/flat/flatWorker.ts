/**
 * The 2D globe for a canvas of the page: drawn by a worker on the canvas handed over to it
 * (OffscreenCanvas 2D: Chrome 69+, Firefox 105+, Safari 16.4+), or on the page's main thread where
 * the browser cannot hand a canvas over.
 */
import type { GlobeRenderer } from '../drawing';
import { createFrameEncoder } from '../frameMessages';
import type { ToFlatWorker } from './protocol';

/** A canvas can be handed over only once, and the stage's canvas lives as long as the page. */
const renderers = new WeakMap<HTMLCanvasElement, GlobeRenderer>();

function canHandOver(canvas: HTMLCanvasElement): boolean {
  return (
    typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in canvas
  );
}

function workerRenderer(canvas: HTMLCanvasElement, onFirstFrame: () => void): GlobeRenderer {
  const worker = new Worker(new URL('./flat.worker.ts', import.meta.url), { type: 'module' });
  // The worker's one message (FromFlatWorker), sent once: its first frame is drawn.
  worker.onmessage = onFirstFrame;
  const send = (message: ToFlatWorker, transfer: Transferable[] = []): void => worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  send({ type: 'init', canvas: offscreen }, [offscreen]);
  const encode = createFrameEncoder();
  return {
    draw(globes, width, height, ratio) {
      send(encode(globes, width, height, ratio));
      return 0;
    },
  };
}

/**
 * The page's canvas drawn on the main thread. The drawing code is the worker's, so every other browser
 * loads it there: here it comes as a chunk of its own, and the frame asked for meanwhile is drawn when it
 * has arrived (the globe may be still by then, with no next frame coming).
 */
function pageRenderer(canvas: HTMLCanvasElement, onFirstFrame: () => void): GlobeRenderer {
  let renderer: GlobeRenderer | undefined;
  let waiting: Parameters<GlobeRenderer['draw']> | undefined;
  let drawn = false;
  const draw: GlobeRenderer['draw'] = (...frame) => {
    if (!renderer) {
      waiting = frame;
      return 0;
    }
    const drawCalls = renderer.draw(...frame);
    if (!drawn) onFirstFrame();
    drawn = true;
    return drawCalls;
  };
  void import('../flatRenderer').then(({ createFlatRenderer }) => {
    renderer = createFlatRenderer(canvas);
    if (waiting) draw(...waiting);
  });
  return { draw };
}

/** `onFirstFrame`: called once the first frame is drawn (given with the canvas's first call). */
export function flatRendererFor(canvas: HTMLCanvasElement, onFirstFrame: () => void = () => undefined): GlobeRenderer {
  let renderer = renderers.get(canvas);
  if (!renderer) {
    renderer = canHandOver(canvas) ? workerRenderer(canvas, onFirstFrame) : pageRenderer(canvas, onFirstFrame);
    renderers.set(canvas, renderer);
  }
  return renderer;
}
