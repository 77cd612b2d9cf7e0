/**
 * The page's side of the WebGL globe: hands a canvas to the worker (OffscreenCanvas) and stands in for
 * it as a GlobeRenderer, sending each frame's state. The worker's first drawn frame is the moment the
 * WebGL globe takes over from the 2D one.
 */
import { clampedPixelRatio, type GlobeRenderer } from '../drawing';
import type { GlobeRuntime } from '../runtime';
import { createFrameEncoder } from '../frameMessages';
import type { FromWorker, ToWorker } from './protocol';

/** `forced`: the URL asked for WebGL (`?globe=webgl`), so a software WebGL is accepted too. */
export function startWorkerGlobe(canvas: HTMLCanvasElement, runtime: GlobeRuntime, forced: boolean): () => void {
  const worker = new Worker(new URL('./globe.worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToWorker, transfer: Transferable[] = []): void => worker.postMessage(message, transfer);
  const encode = createFrameEncoder();
  let drawCalls = 0;

  const renderer: GlobeRenderer = {
    draw(globes, width, height, ratio) {
      send(encode(globes, width, height, ratio));
      return drawCalls;
    },
  };

  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    switch (message.type) {
      case 'ready':
        runtime.attachWebgl(renderer);
        break;
      case 'drawn':
        drawCalls = message.drawCalls;
        runtime.setQuality('webgl', message.quality);
        runtime.webglDrew(drawCalls);
        break;
      case 'lost':
        runtime.setWebglLost(true);
        break;
      case 'restored':
        runtime.setWebglLost(false);
        break;
      case 'unavailable':
        worker.terminate();
        break;
      case 'slow':
        runtime.attachWebgl(null);
        worker.terminate();
        break;
      case 'failed':
        // The 2D globe simply stays.
        console.warn(`The WebGL globe could not start: ${message.message}`);
        break;
    }
  };

  const box = canvas.getBoundingClientRect();
  const ratio = clampedPixelRatio(window.devicePixelRatio);
  const offscreen = canvas.transferControlToOffscreen();
  send(
    { type: 'init', canvas: offscreen, width: box.width, height: box.height, ratio, first: runtime.mainGlobe, forced },
    [offscreen],
  );
  runtime.stats.webglContext = (action) => send({ type: 'context', action });

  return () => {
    delete runtime.stats.webglContext;
    runtime.attachWebgl(null);
    worker.terminate();
  };
}
