/** The WebGL globe's canvas: mounted once, handed to the worker that draws into it. */
import { useEffect, useRef } from 'react';
import { globeRuntime } from '../runtime';
import { startWorkerGlobe } from './workerGlobe';

/** A canvas can be handed to a worker only once (React's development double effects would try twice). */
const handedOver = new WeakSet<HTMLCanvasElement>();

export function WebglCanvas({ forced }: { forced: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || handedOver.has(canvas)) return;
    handedOver.add(canvas);
    return startWorkerGlobe(canvas, globeRuntime(), forced);
  }, [forced]);
  return <canvas ref={canvasRef} className="globe-stage__webgl" />;
}
