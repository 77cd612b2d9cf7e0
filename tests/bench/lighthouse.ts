/**
 * Section 5a: Lighthouse 12, mobile preset, simulated throttling, each run in a Chromium of its own
 * (same flags as the rest of the benchmark): a browser that served earlier runs once stalled Lighthouse's
 * CDP calls (Emulation.setTouchEmulationEnabled timed out).
 */
import lighthouse from 'lighthouse';
import { launchChrome } from './chrome';

/**
 * How Chromium composites the page. WebGL runs in SwiftShader either way.
 * - `software`: the compositor draws on the CPU. The verdicts use it.
 * - `swiftshader`: the compositor draws through SwiftShader too. Before its first frame the page's
 *   main thread then waits 60-150 ms (observed here) on a synchronous GpuChannel::CreateCommandBuffer
 *   for a software GPU context. Lighthouse counts that wait as CPU work times four, although a phone
 *   composites on its GPU. Measured once more for comparison, with no target.
 */
export type Compositing = 'software' | 'swiftshader';

export const compositingFlags: Record<Compositing, readonly string[]> = {
  software: ['--disable-gpu-compositing'],
  swiftshader: [],
};

export interface LighthouseCase {
  path: string;
  compositing: Compositing;
  /** `target`: issue 3's must-show applies; the others are printed beside it. */
  role: 'target' | 'baseline' | 'comparison';
}

export const lighthouseCases: readonly LighthouseCase[] = [
  { path: '/', compositing: 'software', role: 'target' },
  { path: '/?globe=webgl', compositing: 'software', role: 'target' },
  // The home page with the 2D globe, never the 3D one.
  { path: '/?globe=2d', compositing: 'software', role: 'baseline' },
  { path: '/', compositing: 'swiftshader', role: 'comparison' },
];

export interface LighthouseRun {
  score: number;
  totalBlockingTimeMs: number;
  /** Whether the WebGL globe's chunk was among the requests Lighthouse recorded. */
  webglChunkLoaded: boolean;
  /** Lighthouse's own measure of how fast this machine was during the run (higher is faster). */
  benchmarkIndex: number;
  warnings: string[];
}

function requestedWebglChunk(details: unknown): boolean {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return false;
  return details.items.some(
    (item: unknown) =>
      typeof item === 'object' && item !== null && 'url' in item && String(item.url).includes('/workerScene-'),
  );
}

export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Chrome DevTools' calibration of a low-tier phone: Lighthouse's benchmark index of such a phone. A run's
 * CPU slowdown is the machine's own index divided by it, so the figures mean the same on any machine.
 */
export const lowTierPhoneBenchmarkIndex = 264;

/**
 * One Lighthouse run of `categories` in the Chromium on `port`: its report, or an error that says why there
 * is none. `cpuSlowdownMultiplier` replaces the preset's 4x (see lowTierPhoneBenchmarkIndex).
 */
export async function lighthouseReport(
  url: string,
  port: number,
  categories: readonly string[],
  cpuSlowdownMultiplier?: number,
): Promise<LighthouseReport> {
  // The default config is the mobile preset (Moto G Power emulation, simulated slow 4G and 4x CPU).
  const throttling = cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } };
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    throttlingMethod: 'simulate',
    ...throttling,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  return lhr;
}

async function runOnce(url: string, port: number): Promise<LighthouseRun> {
  const lhr = await lighthouseReport(url, port, ['performance']);
  const score = lhr.categories.performance?.score;
  const totalBlockingTime = lhr.audits['total-blocking-time']?.numericValue;
  if (typeof score !== 'number' || totalBlockingTime === undefined)
    throw new Error(`Lighthouse gave no performance score for ${url}`);
  return {
    score: Math.round(score * 100),
    totalBlockingTimeMs: totalBlockingTime,
    webglChunkLoaded: requestedWebglChunk(lhr.audits['network-requests']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  };
}

async function inFreshChrome<Run>(compositing: Compositing, measure: (port: number) => Promise<Run>): Promise<Run> {
  const chrome = await launchChrome(compositingFlags[compositing]);
  try {
    return await measure(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Tries of one run before the bench gives up: Lighthouse loses a trace (NO_NAVSTART) twice in a row at times here. */
const tries = 3;

/**
 * One run in a Chromium of its own; a run that fails (a trace lost on a busy machine, say) is tried again, up to
 * `tries` times, and says so.
 */
export async function withRetry<Run extends { warnings: string[] }>(
  url: string,
  compositing: Compositing,
  measure: (port: number) => Promise<Run>,
): Promise<Run> {
  const failures: string[] = [];
  for (;;) {
    try {
      const run = await inFreshChrome(compositing, measure);
      for (const failure of failures) run.warnings.push(`a run of ${url} failed and was repeated: ${failure}`);
      return run;
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      if (failures.length === tries) throw error;
    }
  }
}

export async function runLighthouse(url: string, compositing: Compositing): Promise<LighthouseRun> {
  return withRetry(url, compositing, (port) => runOnce(url, port));
}

/** Benchmark-index runs behind one calibration: the index swings by a third from run to run here (issue 39). */
const calibrationRuns = 5;

export interface Calibration {
  indices: number[];
  index: number;
  /** The CPU slowdown of a low-tier phone on this machine: the median index / lowTierPhoneBenchmarkIndex. */
  multiplier: number;
}

/**
 * The machine's speed as Lighthouse reads it, median of `calibrationRuns` runs (each in a fresh Chromium),
 * printed with every run. `CPU_SLOWDOWN=6.5` skips the runs and uses that slowdown (for a quick look only).
 */
export async function calibrate(url: string): Promise<Calibration> {
  const given = Number(process.env.CPU_SLOWDOWN);
  if (given > 0) {
    console.log(`CPU slowdown ${given}x as given by CPU_SLOWDOWN (not calibrated)`);
    return { indices: [], index: given * lowTierPhoneBenchmarkIndex, multiplier: given };
  }
  const indices: number[] = [];
  for (let run = 0; run < calibrationRuns; run += 1) {
    const measured = await withRetry(url, 'software', async (port) => ({
      index: (await lighthouseReport(url, port, ['performance'])).environment.benchmarkIndex,
      warnings: [],
    }));
    indices.push(measured.index);
  }
  const sorted = [...indices].sort((a, b) => a - b);
  const index = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const multiplier = index / lowTierPhoneBenchmarkIndex;
  console.log(
    `Benchmark index of this machine, ${calibrationRuns} runs: ${indices.map((value) => value.toFixed(0)).join(', ')}; median ${index.toFixed(0)}; CPU slowdown ${multiplier.toFixed(2)}x (median / ${lowTierPhoneBenchmarkIndex}, a low-tier phone)`,
  );
  return { indices, index, multiplier };
}
