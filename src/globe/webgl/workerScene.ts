/**
 * The WebGL globe's scene, inside the worker (loaded by globe.worker.ts once the device has a usable
 * WebGL2): three.js and react-three-fiber start and draw here, on an OffscreenCanvas, so none of their
 * start-up (parsing 240 KB, creating the renderer, compiling the shader) blocks the page's main thread.
 */
import { createRoot } from '@react-three/fiber';
import { createFrameDecoder, type FrameMessage } from '../frameMessages';
import { workerScope } from '../workerScope';
import { createDotsRenderer, type DotsRenderer } from './dotsRenderer';
import type { FromWorker, ToWorker } from './protocol';

const frames = createFrameDecoder();
let renderer: DotsRenderer | null = null;
/** Kept from the start: a lost context answers getExtension with null, so it could not be restored. */
let loseContext: WEBGL_lose_context | null = null;
let lost = false;

const reply = (message: FromWorker): void => workerScope<ToWorker, FromWorker>().postMessage(message);
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function startScene(message: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  const { canvas, width, height, ratio, first } = message;
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    lost = true;
    reply({ type: 'lost' });
  });
  canvas.addEventListener('webglcontextrestored', () => {
    lost = false;
    reply({ type: 'restored' });
  });
  const root = createRoot(canvas);
  await root.configure({
    frameloop: 'never',
    dpr: ratio,
    size: { width, height, top: 0, left: 0 },
    flat: true,
    gl: { antialias: false, alpha: true, powerPreference: 'low-power' },
  });
  // Nothing to declare: the dots renderer adds its THREE.Points itself.
  const state = root.render(null).getState();
  loseContext = state.gl.getContext().getExtension('WEBGL_lose_context');
  const dots = createDotsRenderer(state);
  await nextTask();
  frames.remember(first);
  dots.prepare(first);
  await nextTask();
  await dots.compile();
  renderer = dots;
  reply({ type: 'ready' });
}

function draw(message: FrameMessage): void {
  if (!renderer || lost) return;
  reply({ type: 'drawn', drawCalls: renderer.draw(frames.decode(message), message.width, message.height, message.ratio) });
}

export function handleSceneMessage(message: Exclude<ToWorker, { type: 'init' }>): void {
  if (message.type === 'frame') draw(message);
  else if (message.action === 'lose') loseContext?.loseContext();
  else loseContext?.restoreContext();
}
