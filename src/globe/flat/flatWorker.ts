/**
 * The 2D globe for a canvas of the page: drawn by a worker on the canvas handed over to it
 * (OffscreenCanvas 2D: Chrome 69+, Firefox 105+, Safari 16.4+), or on the page's main thread where
 * the browser cannot hand a canvas over. Either way the page hears when it steps its quality down.
 */
import type { GlobeQuality, GlobeRenderer } from '../drawing';
import type { FlatRenderer } from '../flatRenderer';
import { createFrameEncoder } from '../frameMessages';
import type { FromFlatWorker, ToFlatWorker } from './protocol';

type QualityListener = (quality: GlobeQuality) => void;

/** A canvas can be handed over only once, and the stage's canvas lives as long as the page. */
const renderers = new WeakMap<HTMLCanvasElement, GlobeRenderer>();

function canHandOver(canvas: HTMLCanvasElement): boolean {
  return (
    typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'transferControlToOffscreen' in canvas
  );
}

function workerRenderer(
  canvas: HTMLCanvasElement,
  onFirstFrame: () => void,
  onQuality: QualityListener,
): GlobeRenderer {
  const worker = new Worker(new URL('./flat.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<FromFlatWorker>) => {
    if (data.type === 'drawn') onFirstFrame();
    else onQuality(data.quality);
  };
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
function pageRenderer(canvas: HTMLCanvasElement, onFirstFrame: () => void, onQuality: QualityListener): GlobeRenderer {
  let renderer: FlatRenderer | undefined;
  let waiting: Parameters<GlobeRenderer['draw']> | undefined;
  let drawn = false;
  const draw: GlobeRenderer['draw'] = (...frame) => {
    if (!renderer) {
      waiting = frame;
      return 0;
    }
    const before = renderer.quality;
    const drawCalls = renderer.draw(...frame);
    if (renderer.quality !== before) onQuality(renderer.quality);
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

/**
 * `onFirstFrame`: called once the first frame is drawn; `onQuality`: when the globe steps its quality down (both
 * given with the canvas's first call).
 */
export function flatRendererFor(
  canvas: HTMLCanvasElement,
  onFirstFrame: () => void = () => undefined,
  onQuality: QualityListener = () => undefined,
): GlobeRenderer {
  let renderer = renderers.get(canvas);
  if (!renderer) {
    const create = canHandOver(canvas) ? workerRenderer : pageRenderer;
    renderer = create(canvas, onFirstFrame, onQuality);
    renderers.set(canvas, renderer);
  }
  return renderer;
}
