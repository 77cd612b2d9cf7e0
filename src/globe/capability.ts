/**
 * Which globe a device may get. The WebGL globe draws in a worker (OffscreenCanvas) and costs the largest
 * download of the site (three.js, budgeted as `webglChunk` in tests/sizeBudgets.ts) and that worker's
 * start-up. The page itself never creates a WebGL context (in software WebGL that alone is a long task of
 * the main thread: globe/README.md, "Measured"): it only checks that the APIs exist,
 * and the worker then asks for a context and gives up on a software one (webgl/globe.worker.ts: a
 * GPU-less or blocklisted machine would draw the 3D globe on its CPU, slower than the 2D canvas).
 * The 2D globe also stays, without starting the worker, when:
 * - the visitor asked to save data (Save-Data), so the big chunk is not downloaded at all;
 * - the device reports at most 1 GB of memory (Device Memory API), where three.js competes with the page.
 * `?globe=webgl` or `?globe=2d` overrides the judgement (presenters on a known machine, benchmarks, tests).
 */
export type GlobeChoice = 'flat' | 'webgl' | 'webgl-forced';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

export function requestedKind(search: string): 'webgl' | 'flat' | null {
  const value = new URLSearchParams(search).get('globe');
  if (value === 'webgl') return 'webgl';
  if (value === '2d') return 'flat';
  return null;
}

/** WebGL2 and OffscreenCanvas exist (Safari 16.4+, Chrome 69+, Firefox 105+); no context is created. */
function hasWorkerWebglApis(): boolean {
  return (
    typeof OffscreenCanvas !== 'undefined' &&
    // `in`, not typeof: reading the WebGL2 interface object builds it, a cost the page's start need not pay.
    'WebGL2RenderingContext' in window &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

export function chooseGlobe(): GlobeChoice {
  const requested = requestedKind(window.location.search);
  if (requested === 'flat' || !hasWorkerWebglApis()) return 'flat';
  if (requested === 'webgl') return 'webgl-forced';
  const hints = navigator as Navigator & NavigatorHints;
  if (hints.connection?.saveData === true) return 'flat';
  if (hints.deviceMemory !== undefined && hints.deviceMemory <= 1) return 'flat';
  return 'webgl';
}
