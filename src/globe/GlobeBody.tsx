/**
 * The live globe's body (sphere, rim, halo) under the canvases: an SVG painted once and placed by the
 * runtime (bodyLayer.ts). Hidden while the hero's still shows, which carries the same body.
 */
import { useEffect, useRef } from 'react';
import { bodyBaseSide, liveBodyMarkup } from './bodyLayer';
import { globeRuntime } from './runtime';

const markup = { __html: liveBodyMarkup };
const size = { width: `${bodyBaseSide}px`, height: `${bodyBaseSide}px` };

export function GlobeBody({ hidden }: { hidden: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const runtime = globeRuntime();
    runtime.attachBody(ref.current);
    return () => runtime.attachBody(null);
  }, []);
  return (
    <div
      ref={ref}
      className="globe-body"
      data-testid="globe-body"
      hidden={hidden}
      style={size}
      dangerouslySetInnerHTML={markup}
    />
  );
}
