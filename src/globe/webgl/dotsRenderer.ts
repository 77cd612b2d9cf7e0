/**
 * Draws globes with three.js in a react-three-fiber root: each globe one THREE.Points (one draw call),
 * its uniforms updated in place every frame. Used by the globe's worker and by the benchmark harness.
 */
import type { RootState } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, Points, setConsoleFunction, type ShaderMaterial } from 'three';
import type { DrawnGlobe, GlobeRenderer } from '../drawing';
import { createDotsMaterial, updateDotsMaterial } from './dotsMaterial';

// react-three-fiber 9 creates a THREE.Clock, which three r183+ reports as deprecated on every start. We
// never read that clock (the runtime keeps time), so that one notice is dropped; every other message of
// three.js still reaches the console.
const fiberClockNotice = 'Clock: This module has been deprecated';
setConsoleFunction((level, message, ...rest) => {
  if (level === 'warn' && typeof message === 'string' && message.includes(fiberClockNotice)) return;
  const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  write(message, ...rest);
});

interface PointsEntry {
  points: Points<BufferGeometry, ShaderMaterial>;
  dots: Float32Array;
}

export interface DotsRenderer extends GlobeRenderer {
  /** Uploads a globe's dots before the first frame, so that frame does no more than draw. */
  prepare(globe: DrawnGlobe): void;
  /** Compiles the shader program ahead of the first frame (in parallel where the driver can). */
  compile(): Promise<void>;
}

export function createDotsRenderer(state: RootState): DotsRenderer {
  const { gl, scene, camera } = state;
  const entries = new Map<string, PointsEntry>();

  function entryFor(globe: DrawnGlobe): PointsEntry {
    let entry = entries.get(globe.key);
    if (entry?.dots !== globe.dots) {
      // New globe, or its dot count changed (demo control): a new geometry, the old one freed.
      const geometry = new BufferGeometry();
      geometry.setAttribute('position', new BufferAttribute(globe.dots, 3));
      if (entry) {
        entry.points.geometry.dispose();
        entry.points.geometry = geometry;
        entry.dots = globe.dots;
      } else {
        const points = new Points(geometry, createDotsMaterial());
        points.frustumCulled = false;
        scene.add(points);
        entry = { points, dots: globe.dots };
        entries.set(globe.key, entry);
      }
    }
    return entry;
  }

  return {
    prepare(globe) {
      updateDotsMaterial(entryFor(globe).points.material, globe, 1, 1, 1);
    },
    async compile() {
      if (gl.extensions.has('KHR_parallel_shader_compile')) await gl.compileAsync(scene, camera);
      else gl.compile(scene, camera);
    },
    draw(globes, width, height, ratio) {
      if (gl.getPixelRatio() !== ratio) gl.setPixelRatio(ratio);
      const canvas = gl.domElement;
      if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) gl.setSize(width, height, false);
      for (const entry of entries.values()) entry.points.visible = false;
      for (const globe of globes) {
        const { points } = entryFor(globe);
        points.visible = true;
        updateDotsMaterial(points.material, globe, width, height, ratio);
      }
      gl.render(scene, camera);
      return gl.info.render.calls;
    },
  };
}
