/**
 * Drives the react-three-fiber globe scene from frames: each frame's state goes into the frame store,
 * React renders the scene only when globes come or go, and `advance` runs the scene's useFrame
 * callbacks and draws once. Used by the globe's worker and by the benchmark harness.
 */
import { advance, flushSync, type ReconcilerRoot, type RootState, type RootStore } from '@react-three/fiber';
import { createElement } from 'react';
import { setConsoleFunction } from 'three';
import type { DrawnGlobe, GlobeQuality, GlobeRenderer } from '../drawing';
import { sceneFrame, storeGlobes } from './frameStore';
import { GlobeScene } from './GlobeScene';

// react-three-fiber 9 creates a THREE.Clock, which three r183+ reports as deprecated on every start. We
// never read that clock (the runtime keeps time), so that one notice is dropped; every other message of
// three.js still reaches the console.
const fiberClockNotice = 'Clock: This module has been deprecated';
setConsoleFunction((level, message, ...rest) => {
  if (level === 'warn' && typeof message === 'string' && message.includes(fiberClockNotice)) return;
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  write(message, ...rest);
});

export interface SceneRenderer extends GlobeRenderer {
  /** Mounts a globe before the first frame, so that frame does no more than draw. */
  prepare(globe: DrawnGlobe): void;
  /** Compiles the shader programs ahead of the first frame (in parallel where the driver can). */
  compile(): Promise<void>;
  context(): WebGLRenderingContext | WebGL2RenderingContext;
  /** The step the performance monitor holds the scene at. */
  quality(): GlobeQuality;
}

export function createSceneRenderer(
  root: ReconcilerRoot<OffscreenCanvas | HTMLCanvasElement>,
  onFallback: (() => void) | null,
): SceneRenderer {
  const renderScene = (): RootStore => {
    const globeKeys = [...sceneFrame.globes.keys()];
    return flushSync(() => root.render(createElement(GlobeScene, { globeKeys, onFallback })));
  };
  let store = renderScene();
  const state = (): RootState => store.getState();

  return {
    prepare(globe) {
      storeGlobes([globe]);
      store = renderScene();
    },
    context: () => state().gl.getContext(),
    quality: () => sceneFrame.quality,
    async compile() {
      const { gl, scene, camera } = state();
      if (gl.extensions.has('KHR_parallel_shader_compile')) await gl.compileAsync(scene, camera);
      else gl.compile(scene, camera);
    },
    draw(globes, width, height, ratio) {
      if (storeGlobes(globes)) store = renderScene();
      const lean = sceneFrame.quality === 'lean';
      const pixelRatio = lean ? 1 : ratio;
      const current = state();
      if (current.viewport.dpr !== pixelRatio) current.setDpr(pixelRatio);
      if (current.size.width !== width || current.size.height !== height) current.setSize(width, height, 0, 0);
      Object.assign(sceneFrame, { width, height, ratio: pixelRatio });
      advance(performance.now(), true, current);
      return current.gl.info.render.calls;
    },
  };
}
