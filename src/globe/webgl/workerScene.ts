/**
 * The WebGL globe's scene, inside the worker (loaded by globe.worker.ts once the device has a usable
 * WebGL2): three.js and react-three-fiber start and draw here, on an OffscreenCanvas, so none of their
 * start-up (parsing 240 KB, creating the renderer, compiling the shaders) blocks the page's main thread.
 */
import { createRoot } from '@react-three/fiber';
import { createFrameDecoder, type FrameMessage } from '../frameMessages';
import { workerScope } from '../workerScope';
import { createSceneRenderer, type SceneRenderer } from './sceneRenderer';
import type { FromWorker, ToWorker } from './protocol';

const frames = createFrameDecoder();
let renderer: SceneRenderer | null = null;
/** Kept from the start: a lost context answers getExtension with null, so it could not be restored. */
let loseContext: WEBGL_lose_context | null = null;
let lost = false;

const reply = (message: FromWorker): void => workerScope<ToWorker, FromWorker>().postMessage(message);
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export async function startScene(message: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  const { canvas, width, height, ratio, first, forced } = message;
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
  // The scene steps its quality down on a slow device, and asks the page for the 2D globe when frames
  // stay slow; never when the URL asked for WebGL.
  const scene = createSceneRenderer(root, forced ? null : () => reply({ type: 'slow' }));
  await nextTask();
  frames.remember(first);
  scene.prepare(first);
  loseContext = scene.context().getExtension('WEBGL_lose_context');
  await nextTask();
  await scene.compile();
  renderer = scene;
  reply({ type: 'ready' });
}

function draw(message: FrameMessage): void {
  if (!renderer || lost) return;
  reply({
    type: 'drawn',
    drawCalls: renderer.draw(frames.decode(message), message.width, message.height, message.ratio),
    quality: renderer.quality(),
  });
}

export function handleSceneMessage(message: Exclude<ToWorker, { type: 'init' }>): void {
  if (message.type === 'frame') draw(message);
  else if (message.action === 'lose') loseContext?.loseContext();
  else loseContext?.restoreContext();
}
