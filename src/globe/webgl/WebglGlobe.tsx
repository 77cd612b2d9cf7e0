/**
 * The WebGL globe (loaded lazily): one react-three-fiber Canvas, never remounted, whose frames the
 * runtime draws on demand (frameloop "never"). Each globe is one THREE.Points: one draw call.
 */
import { Canvas, type RootState } from '@react-three/fiber';
import { useCallback, useEffect, useRef } from 'react';
import { BufferAttribute, BufferGeometry, Points, setConsoleFunction, type ShaderMaterial } from 'three';
import type { DrawnGlobe, GlobeRenderer } from '../drawing';
import { globeRuntime } from '../runtime';
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

interface PreparedRenderer extends GlobeRenderer {
  /** Uploads a globe's dots before the first frame, so that frame does no more than draw. */
  prepare(globe: DrawnGlobe): void;
}

function createRenderer(state: RootState): PreparedRenderer {
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
    draw(globes, width, height, ratio) {
      const pixelWidth = Math.round(width * ratio);
      if (gl.getPixelRatio() !== ratio) gl.setPixelRatio(ratio);
      if (gl.domElement.width !== pixelWidth || gl.domElement.height !== Math.round(height * ratio)) gl.setSize(width, height, false);
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

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in short tasks instead of one long one: the renderer exists (r3f created it), then the home
 * globe's geometry and material, then the shader program compiles in a task of its own (through
 * KHR_parallel_shader_compile where the driver offers it: three's compileAsync polls instead of
 * waiting), and only then does the WebGL globe take over from the 2D one.
 */
async function startInStages(state: RootState): Promise<void> {
  const runtime = globeRuntime();
  const renderer = createRenderer(state);
  await nextTask();
  renderer.prepare(runtime.mainGlobe);
  await nextTask();
  const { gl, scene, camera } = state;
  if (gl.extensions.has('KHR_parallel_shader_compile')) await gl.compileAsync(scene, camera);
  else gl.compile(scene, camera);
  await nextTask();
  runtime.attachWebgl(renderer);
}

export default function WebglGlobe() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onCreated = useCallback((state: RootState) => {
    const runtime = globeRuntime();
    const canvas = state.gl.domElement;
    // three.js keeps the context restorable (it calls preventDefault on loss) and rebuilds its GPU state
    // on restore; meanwhile the 2D globe draws.
    canvas.addEventListener('webglcontextlost', () => runtime.setWebglLost(true));
    canvas.addEventListener('webglcontextrestored', () => runtime.setWebglLost(false));
    void startInStages(state);
  }, []);

  useEffect(() => () => globeRuntime().attachWebgl(null), []);

  return (
    <Canvas
      ref={canvasRef}
      className="globe-stage__webgl"
      style={{ position: 'absolute', inset: 0 }}
      frameloop="never"
      dpr={[1, 2]}
      flat
      gl={{ antialias: false, alpha: true, powerPreference: 'low-power', preserveDrawingBuffer: false }}
      onCreated={onCreated}
    />
  );
}
