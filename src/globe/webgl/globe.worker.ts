/**
 * The WebGL globe's worker. It first asks for a WebGL2 context here, off the main thread (creating one is
 * a long task in software WebGL: globe/README.md, "Measured"), and refuses a software one unless the URL
 * asked for WebGL: such a device keeps the 2D globe and never downloads three.js. Only then does it
 * load the scene (three.js and react-three-fiber, a chunk of its own).
 */
import { workerScope } from '../workerScope';
import type { FromWorker, ToWorker } from './protocol';

type SceneModule = typeof import('./workerScene');

const scope = workerScope<ToWorker, FromWorker>();
let scene: SceneModule | null = null;
const early: ToWorker[] = [];

/** Renderers that run WebGL on the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' WARP. */
const softwareRenderer = /swiftshader|llvmpipe|softpipe|software|basic render/i;

function rendererName(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

function usableWebgl(canvas: OffscreenCanvas, forced: boolean): boolean {
  try {
    // A probe on the very canvas the scene will use: three.js then gets this same context back.
    const gl = canvas.getContext('webgl2', {
      failIfMajorPerformanceCaveat: !forced,
      antialias: false,
      alpha: true,
      powerPreference: 'low-power',
    });
    // failIfMajorPerformanceCaveat does not refuse every software WebGL (headless Chromium hands out
    // SwiftShader with it, even under --disable-webgl): the renderer's name is asked too.
    return gl !== null && (forced || !softwareRenderer.test(rendererName(gl)));
  } catch {
    return false;
  }
}

async function start(message: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  if (!usableWebgl(message.canvas, message.forced)) {
    scope.postMessage({ type: 'unavailable' });
    return;
  }
  const module = await import('./workerScene');
  await module.startScene(message);
  scene = module;
  for (const queued of early.splice(0)) if (queued.type !== 'init') module.handleSceneMessage(queued);
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'init') {
    start(message).catch((error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }));
  } else if (scene) {
    scene.handleSceneMessage(message);
  } else if (message.type === 'context') {
    early.push(message);
  }
};
