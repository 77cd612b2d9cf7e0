/**
 * The persistent globe stage, mounted once in the layout outside the route switch. On home the
 * build-time still (GlobeStill.tsx) shows the globe until the live one has drawn. The 2D globe draws
 * as soon as the page is hydrated; where the device gets the WebGL globe, a worker loads three.js once
 * the page is loaded and idle, and the WebGL globe takes over from the same state without a jump.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMounted } from '../browser/useMounted';
import { whenIdleAfterLoad } from '../browser/whenIdle';
import { chooseGlobe, type GlobeChoice } from './capability';
import { flatRendererFor } from './flat/flatWorker';
import type { FramingId } from './framing';
import { GlobeBody } from './GlobeBody';
import { GlobeStill } from './GlobeStill';
import { globeRuntime, type ActiveRenderer } from './runtime';
import { useStageEnvironment } from './useStageEnvironment';
import { useGlobeState } from './useGlobeState';
import { WebglCanvas } from './webgl/WebglCanvas';
import './globe.css';

interface CanvasesProps {
  framing: FramingId;
  stageRef: React.RefObject<HTMLDivElement | null>;
  /** Once, when the 2D globe's first frame is on its canvas. */
  onFirstFrame: () => void;
  /** The hero's still shows, with the body in it. */
  stillShown: boolean;
}

function GlobeCanvases({ framing, stageRef, onFirstFrame, stillShown }: CanvasesProps) {
  const runtime = globeRuntime();
  const flatRef = useRef<HTMLCanvasElement>(null);
  const demoBodiesRef = useRef<HTMLDivElement>(null);
  const [webgl, setWebgl] = useState<GlobeChoice>('flat');
  useStageEnvironment(runtime, stageRef);

  useEffect(() => {
    runtime.attachDemoBodiesLayer(demoBodiesRef.current);
    return () => runtime.attachDemoBodiesLayer(null);
  }, [runtime]);

  useEffect(() => {
    const stage = stageRef.current;
    const canvas = flatRef.current;
    if (!stage || !canvas) return;
    // The 2D globe's worker starts in a task of its own, not in the one that commits the hydrated page.
    let cancelWebgl = (): void => undefined;
    const start = window.setTimeout(() => {
      runtime.attachStage(
        stage,
        flatRendererFor(canvas, onFirstFrame, (quality) => runtime.setQuality('flat', quality)),
      );
      const choice = chooseGlobe();
      if (choice !== 'flat') cancelWebgl = whenIdleAfterLoad(() => setWebgl(choice));
    }, 0);
    return () => {
      window.clearTimeout(start);
      cancelWebgl();
      runtime.detachStage();
    };
  }, [runtime, stageRef, onFirstFrame]);

  useEffect(() => runtime.setFraming(framing), [runtime, framing]);

  return (
    <>
      <GlobeBody hidden={stillShown} />
      {/* The demo variants' bodies, under the canvases like the main one (demoBodies.ts). */}
      <div ref={demoBodiesRef} className="globe-stage__demo-bodies" />
      <canvas ref={flatRef} className="globe-stage__flat" />
      {webgl !== 'flat' && <WebglCanvas forced={webgl === 'webgl-forced'} />}
    </>
  );
}

/** After the next frame has been produced: a worker's canvas reaches the screen a frame after it drew. */
function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(callback));
}

export function GlobeStage({ framing }: { framing: FramingId }) {
  const mounted = useMounted();
  const stageRef = useRef<HTMLDivElement>(null);
  const state = useGlobeState();
  const renderer: ActiveRenderer = state?.renderer ?? 'none';
  const [liveDrawn, setLiveDrawn] = useState(false);
  const dropStill = useCallback(() => afterNextFrame(() => setLiveDrawn(true)), []);
  const stillShown = framing === 'hero' && !liveDrawn;
  return (
    <div
      ref={stageRef}
      className={`globe-stage globe-stage--${framing}`}
      aria-hidden="true"
      data-testid="globe-stage"
      data-renderer={renderer}
      // The live globe's quality step, which the field measurements report with each value.
      data-quality={renderer === 'none' ? undefined : state?.quality}
    >
      {stillShown && <GlobeStill />}
      {mounted && (
        <GlobeCanvases framing={framing} stageRef={stageRef} onFirstFrame={dropStill} stillShown={stillShown} />
      )}
    </div>
  );
}
