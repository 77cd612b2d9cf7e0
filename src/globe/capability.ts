/**
 * Which globe a device gets. The WebGL globe needs WebGL2 and costs a 240 KB (gzip) download and a
 * few hundred milliseconds of start-up, so the 2D globe stays when:
 * - the browser has no WebGL2, or only a software one (`failIfMajorPerformanceCaveat`: a GPU-less or
 *   blocklisted machine would draw the 3D globe on its CPU, slower than the 2D canvas);
 * - the visitor asked to save data (Save-Data), so the big chunk is not downloaded at all;
 * - the device reports at most 1 GB of memory (Device Memory API), where parsing three.js competes
 *   with the page itself.
 * `?globe=webgl` or `?globe=2d` overrides the judgement (presenters on a known machine, benchmarks, tests).
 */
export type GlobeKind = 'webgl' | 'flat';

interface NavigatorHints {
  connection?: { saveData?: boolean };
  deviceMemory?: number;
}

export function requestedKind(search: string): GlobeKind | null {
  const value = new URLSearchParams(search).get('globe');
  if (value === 'webgl') return 'webgl';
  if (value === '2d') return 'flat';
  return null;
}

export function hasFastWebgl2(): boolean {
  try {
    const probe = document.createElement('canvas');
    const context = probe.getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

export function hasWebgl2(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null;
  } catch {
    return false;
  }
}

export function chooseGlobeKind(): GlobeKind {
  const requested = requestedKind(window.location.search);
  if (requested === 'flat') return 'flat';
  if (requested === 'webgl') return hasWebgl2() ? 'webgl' : 'flat';
  const hints = navigator as Navigator & NavigatorHints;
  if (hints.connection?.saveData === true) return 'flat';
  if (hints.deviceMemory !== undefined && hints.deviceMemory <= 1) return 'flat';
  return hasFastWebgl2() ? 'webgl' : 'flat';
}
