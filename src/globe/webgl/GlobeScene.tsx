/**
 * The WebGL globe as a react-three-fiber scene: per globe its dots and, on the home globe (and a demo
 * variant whose look has them), the arcs and the pulses; three draw calls a globe at most. The body (sphere, rim, halo) is not redrawn each frame: the page
 * paints it once under the canvas (bodyLayer.ts). Uniforms are set in useFrame from the frame store, so
 * React renders only when globes come or go, or change their dots or whether they tell a story. drei's PerformanceMonitor steps the quality down (device
 * pixel ratio 1) when frames run slow, and hands over to the 2D globe when they stay slow.
 */
import { PerformanceMonitor } from '@react-three/drei/core/PerformanceMonitor';
import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import type { BufferGeometry, Points } from 'three';
import { pulsePlaces, storyArcs } from '../story';
import { sceneFrame } from './frameStore';
import type { GlobeArcsMaterialImpl, GlobeDotsMaterialImpl, GlobePulsesMaterialImpl } from './materials';
import { updateArcs, updateDots, updatePulses } from './uniforms';
import './materials';

/** The pulses' places and their index into the uniforms, made once. */
const pulseGeometry = {
  positions: new Float32Array(pulsePlaces.flatMap((place) => [place.x, place.y, place.z])),
  indices: new Float32Array(pulsePlaces.map((_, index) => index)),
};

function GlobeLayers({ globeKey }: { globeKey: string }) {
  const pulses = useRef<Points<BufferGeometry, GlobePulsesMaterialImpl>>(null);
  const dots = useRef<Points<BufferGeometry, GlobeDotsMaterialImpl>>(null);
  const arcs = useRef<Points<BufferGeometry, GlobeArcsMaterialImpl>>(null);
  const globe = sceneFrame.globes.get(globeKey);
  const positions = globe?.dots;
  const story = useMemo(() => (globe?.story ? storyArcs() : null), [globe?.story]);
  const byDot = globe?.markets.byDot;
  // A byte per dot: which market it lies in (zeros while a globe has no market data for these dots).
  const markets = useMemo(
    () =>
      byDot && positions && byDot.length * 3 === positions.length
        ? byDot
        : new Uint8Array((positions?.length ?? 0) / 3),
    [byDot, positions],
  );

  useFrame(() => {
    const current = sceneFrame.globes.get(globeKey);
    const shown = current !== undefined && current.opacity > 0;
    for (const layer of [dots.current, arcs.current, pulses.current]) if (layer) layer.visible = shown;
    if (!current || !shown) return;
    if (dots.current) updateDots(dots.current.material, current, sceneFrame);
    // Hidden layers are not drawn: a demo variant's look switches arcs and pulses without a render.
    if (arcs.current) arcs.current.visible = current.story?.arcs === true;
    // The pulses' layer also draws the glow of a market too small for a dot.
    if (pulses.current) pulses.current.visible = current.story?.pulses === true || current.markets.glowing.length > 0;
    if (arcs.current) updateArcs(arcs.current.material, current, sceneFrame);
    if (pulses.current) updatePulses(pulses.current.material, current, sceneFrame);
  });

  if (!positions) return null;
  return (
    <>
      <points ref={dots} frustumCulled={false} renderOrder={1}>
        {/* A new array (the demo's dot count) is a new geometry: the key remounts it, freeing the old. */}
        <bufferGeometry key={positions.length}>
          <bufferAttribute attach="attributes-position" args={[positions, 3]} />
          <bufferAttribute attach="attributes-market" args={[markets, 1]} />
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
      {story && (
        <points ref={pulses} frustumCulled={false} renderOrder={3}>
          <bufferGeometry>
            <bufferAttribute attach="attributes-position" args={[pulseGeometry.positions, 3]} />
            <bufferAttribute attach="attributes-pulseIndex" args={[pulseGeometry.indices, 1]} />
          </bufferGeometry>
          <globePulsesMaterial />
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
