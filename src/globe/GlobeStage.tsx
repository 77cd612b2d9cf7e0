/**
 * The persistent globe stage, mounted once in the layout outside the route switch. The 2D globe draws
 * as soon as the page is hydrated; where the device gets the WebGL globe, a worker loads three.js once
 * the page is loaded and idle, and the WebGL globe takes over from the same state without a jump.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMounted } from '../app/useMounted';
import { chooseGlobe, type GlobeChoice } from './capability';
import { flatRendererFor } from './flat/flatWorker';
import type { FramingId } from './framing';
import { globeRuntime, type ActiveRenderer } from './runtime';
import { useStageEnvironment } from './useStageEnvironment';
import { WebglCanvas } from './webgl/WebglCanvas';
import { whenIdleAfterLoad } from './whenIdle';
import './globe.css';

function GlobeCanvases({ framing, stageRef }: { framing: FramingId; stageRef: React.RefObject<HTMLDivElement | null> }) {
  const runtime = globeRuntime();
  const flatRef = useRef<HTMLCanvasElement>(null);
  const [webgl, setWebgl] = useState<GlobeChoice>('flat');
  useStageEnvironment(runtime, stageRef);

  useEffect(() => {
    const stage = stageRef.current;
    const canvas = flatRef.current;
    if (!stage || !canvas) return;
    // The 2D globe's worker starts in a task of its own, not in the one that commits the hydrated page.
    let cancelWebgl = (): void => undefined;
    const start = window.setTimeout(() => {
      runtime.attachStage(stage, flatRendererFor(canvas));
      const choice = chooseGlobe();
      if (choice !== 'flat') cancelWebgl = whenIdleAfterLoad(() => setWebgl(choice));
    }, 0);
    return () => {
      window.clearTimeout(start);
      cancelWebgl();
      runtime.detachStage();
    };
  }, [runtime, stageRef]);

  useEffect(() => runtime.setFraming(framing), [runtime, framing]);

  return (
    <>
      <canvas ref={flatRef} className="globe-stage__flat" />
      {webgl !== 'flat' && <WebglCanvas forced={webgl === 'webgl-forced'} />}
    </>
  );
}

const serverSnapshot = (): ActiveRenderer => 'none';

export function GlobeStage({ framing }: { framing: FramingId }) {
  const mounted = useMounted();
  const stageRef = useRef<HTMLDivElement>(null);
  const renderer = useSyncExternalStore(
    (listener) => (mounted ? globeRuntime().subscribe(listener) : () => undefined),
    () => (mounted ? globeRuntime().getSnapshot().renderer : 'none'),
    serverSnapshot,
  );
  return (
    <div
      ref={stageRef}
      className={`globe-stage globe-stage--${framing}`}
      aria-hidden="true"
      data-testid="globe-stage"
      data-renderer={renderer}
    >
      {mounted && <GlobeCanvases framing={framing} stageRef={stageRef} />}
    </div>
  );
}
