/**
 * The WebGL globe as a react-three-fiber scene: per globe a body (sphere, rim, halo, pulses), its dots
 * and, on the home globe, the arcs; three draw calls at most. Uniforms are set in useFrame from the
 * frame store, so React renders only when globes come or go. drei's PerformanceMonitor steps the
 * quality down (device pixel ratio 1, no halo) when frames run slow, and hands over to the 2D globe
 * when they stay slow.
 */
import { PerformanceMonitor } from '@react-three/drei/core/PerformanceMonitor';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { BufferGeometry, Mesh, Points } from 'three';
import { storyArcs } from '../story';
import { sceneFrame } from './frameStore';
import type { GlobeArcsMaterialImpl, GlobeBodyMaterialImpl, GlobeDotsMaterialImpl } from './materials';
import { updateArcs, updateBody, updateDots } from './uniforms';
import './materials';

function GlobeLayers({ globeKey }: { globeKey: string }) {
  const body = useRef<Mesh<BufferGeometry, GlobeBodyMaterialImpl>>(null);
  const dots = useRef<Points<BufferGeometry, GlobeDotsMaterialImpl>>(null);
  const arcs = useRef<Points<BufferGeometry, GlobeArcsMaterialImpl>>(null);
  const globe = sceneFrame.globes.get(globeKey);
  const positions = globe?.dots;
  const story = useMemo(() => (globe?.story ? storyArcs() : null), [globe?.story]);

  useFrame(() => {
    const current = sceneFrame.globes.get(globeKey);
    const shown = current !== undefined && current.opacity > 0;
    const { width, height, ratio, quality } = sceneFrame;
    for (const layer of [body.current, dots.current, arcs.current]) if (layer) layer.visible = shown;
    if (!current || !shown) return;
    if (body.current) body.current.visible = current.body;
    if (body.current && current.body) updateBody(body.current.material, current, width, height, ratio, quality === 'full');
    if (dots.current) updateDots(dots.current.material, current, width, height, ratio);
    if (arcs.current) {
      arcs.current.visible = current.story !== null;
      updateArcs(arcs.current.material, current, width, height, ratio);
    }
  });

  if (!positions) return null;
  return (
    <>
      <mesh ref={body} frustumCulled={false} renderOrder={0}>
        <planeGeometry args={[2, 2]} />
        <globeBodyMaterial />
      </mesh>
      <points ref={dots} frustumCulled={false} renderOrder={1}>
        {/* A new array (the demo's dot count) is a new geometry: the key remounts it, freeing the old. */}
        <bufferGeometry key={positions.length}>
          <bufferAttribute attach="attributes-position" args={[positions, 3]} />
        </bufferGeometry>
        <globeDotsMaterial />
      </points>
      {story && (
        <points ref={arcs} frustumCulled={false} renderOrder={2}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[story.positions, 3]} />
            <bufferAttribute attach="attributes-progress" args={[story.progress, 1]} />
            <bufferAttribute attach="attributes-phase" args={[story.phase, 1]} />
          </bufferGeometry>
          <globeArcsMaterial />
        </points>
      )}
    </>
  );
}

export interface GlobeSceneProps {
  globeKeys: readonly string[];
  /** Frames stayed slow after stepping down: the 2D globe should take over. Null: never step down
   * (the URL asked for WebGL: a presenter on a known machine, the tests). */
  onFallback: (() => void) | null;
}

export function GlobeScene({ globeKeys, onFallback }: GlobeSceneProps) {
  const layers = globeKeys.map((key) => <GlobeLayers key={key} globeKey={key} />);
  if (!onFallback) return <>{layers}</>;
  return (
    <PerformanceMonitor
      onDecline={() => {
        sceneFrame.quality = 'lean';
      }}
      onIncline={() => {
        sceneFrame.quality = 'full';
      }}
      flipflops={3}
      onFallback={onFallback}
    >
      {layers}
    </PerformanceMonitor>
  );
}
