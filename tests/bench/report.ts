/** Turns the measurements into the printed tables, each section with its target and verdict. */
import { canvasSize, measuredFrames, warmupFrames, type FrameCostSection } from './frameCost';
import type { LighthouseCase, LighthouseRun } from './lighthouse';
import { cpuSlowdown, type LongTaskRun } from './longTasks';
import { aboutSettleMs, countWindowMs, reducedMotionSettleMs, type DrawCallSample, type FrameCountRow } from './siteFrames';
import type { SizeSection } from './sizes';

export interface Verdict {
  target: string;
  pass: boolean;
}

export interface SectionText {
  text: string;
  verdicts: Verdict[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const passFail = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');
const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Left-aligned columns, two spaces apart. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

export function frameCostText(section: FrameCostSection): SectionText {
  const verdicts: Verdict[] = [];
  const rows = section.rows.map((row) => {
    const ratio = row.results.ours.medianMs / row.results.cobe.medianMs;
    const label = `${row.dots} dots, ${canvasSize}x${canvasSize} @${row.pixelRatio}x`;
    verdicts.push({ target: `frame cost ours/cobe < 0.1 (${label})`, pass: ratio < 0.1 });
    return [label, ms(row.results.ours.medianMs), ms(row.results.cobe.medianMs), ratio.toFixed(3), passFail(ratio < 0.1), ms(row.results.flat.medianMs), String(row.latticeSize), ms(row.results.ours.submitMedianMs)];
  });
  const text = [
    `1. Frame cost (ms per frame, median of ${measuredFrames} frames after ${warmupFrames} warm-up frames)`,
    `   WebGL: ${section.webglRenderer}`,
    '   Each frame: draw, then a 1-pixel readPixels (WebGL) / getImageData (2D) that returns only when the frame is done, timed with performance.now().',
    '   The three renderers take turns within each animation frame (who goes first rotates), so load on the machine hits them alike.',
    '   ours 2D: the canvas is created with willReadFrequently (CPU-backed), since it is read back every frame.',
    `   Globe radius ${canvasSize * 0.4} CSS px in both (cobe's fixed 0.8 of the half-side). cobe's mapSamples = our lattice size (dots / mapSamples ≈ 0.29),`,
    '   so about as many land dots show; but cobe shades EVERY pixel of its canvas whatever the dot count. Same context attributes (no antialias) for both.',
    '   Target: ours/cobe < 0.1.',
    table(['', 'ours WebGL', 'cobe', 'ratio', 'target', 'ours 2D', 'mapSamples', 'ours draw() only'], rows),
  ].join('\n');
  return { text, verdicts };
}

export function drawCallText(sample: DrawCallSample, harnessDrawCalls: number | undefined): SectionText {
  const oneCallForDots = harnessDrawCalls === undefined ? sample.min === 1 : harnessDrawCalls === 1;
  const verdicts = [
    { target: 'home: at most 3 draw calls per frame', pass: sample.framesSampled > 0 && sample.max <= 3 },
    { target: 'dots are one draw call', pass: oneCallForDots },
  ];
  const text = [
    '2. Draw calls per frame, home page /?globe=webgl after the WebGL globe took over (window.__globe.drawCalls)',
    '   Target: the dots are one draw call; at most 3 per frame.',
    table(
      ['', 'value', 'target', 'result'],
      [
        [`home, ${sample.framesSampled} frames sampled`, `min ${sample.min}, max ${sample.max}`, '<= 3', passFail(verdicts[0]?.pass ?? false)],
        ['harness: one globe of dots, one frame', harnessDrawCalls === undefined ? 'n/a' : String(harnessDrawCalls), '1', passFail(oneCallForDots)],
      ],
    ),
  ].join('\n');
  return { text, verdicts };
}

export function frameCountText(rows: readonly FrameCountRow[]): SectionText {
  const verdicts: Verdict[] = [];
  const lines = rows.map((row) => {
    const renderer = row.renderer === 'webgl' ? 'WebGL (?globe=webgl)' : '2D (?globe=2d)';
    const hiddenFailed = row.scenario.includes('hidden') && !row.observed.includes('=hidden→hidden');
    if (row.control) return [row.scenario, renderer, String(row.frames), 'none (shows the counter runs)', 'info', row.observed];
    const pass = row.frames === 0 && !hiddenFailed;
    verdicts.push({ target: `0 frames in 5 s: ${row.scenario}, ${renderer}`, pass });
    const result = hiddenFailed ? 'FAIL (tab was not hidden)' : passFail(pass);
    return [row.scenario, renderer, String(row.frames), '0', result, row.observed];
  });
  const text = [
    `3. Frames drawn in ${countWindowMs / 1000} s (window.__globe.frames after - before), real site (dist/server/main.js on a copy of dist/)`,
    '   Hidden: a second tab is brought to the front (Playwright attached over CDP without focus emulation), visibilityState read before→after.',
    `   Reduced motion: counted from ${reducedMotionSettleMs} ms after the renderer drew its first frame. /about: counted after ${aboutSettleMs / 1000} s of settling.`,
    '   Target: 0.',
    table(['scenario', 'renderer', 'frames', 'target', 'result', 'observed'], lines),
  ].join('\n');
  return { text, verdicts };
}

export function sizeText(section: SizeSection): SectionText {
  const rows = section.rows.map((row) => [row.label, row.file, `${row.bytes} B`, `${row.gzipBytes} B`, kb(row.gzipBytes)]);
  const text = [
    '4. Sizes (gzip -9 of the built files; globe code rebuilt from src/globe/GlobeStage.tsx with every package external)',
    '   Target: none set (informational).',
    table(['', 'file', 'raw', 'gzip', 'gzip KB'], rows),
    `   Left out of "globe code" (site modules outside src/globe it imports): ${section.leftOut.join(', ') || 'none'}`,
  ].join('\n');
  return { text, verdicts: [] };
}

/** Issue 3's must-show for home with the globe. */
export const lighthouseTarget = { score: 95, tbtMs: 200 } as const;

export function lighthouseText(measured: readonly { lighthouseCase: LighthouseCase; runs: readonly LighthouseRun[] }[]): SectionText {
  const verdicts: Verdict[] = [];
  const rows = measured.map(({ lighthouseCase: { path, compositing, role }, runs }) => {
    const score = median(runs.map((run) => run.score));
    const tbt = median(runs.map((run) => run.totalBlockingTimeMs));
    const meets = score >= lighthouseTarget.score && tbt <= lighthouseTarget.tbtMs;
    if (role === 'target') verdicts.push({ target: `Lighthouse ${path}: median score >= ${lighthouseTarget.score} and median TBT <= ${lighthouseTarget.tbtMs} ms`, pass: meets });
    const chunk = `${runs.filter((run) => run.webglChunkLoaded).length}/${runs.length}`;
    const speed = String(Math.round(median(runs.map((run) => run.benchmarkIndex))));
    const verdict = role === 'target' ? passFail(meets) : `${role}, no target`;
    return [path, compositing, String(score), runs.map((run) => run.score).join(' '), `${Math.round(tbt)} ms`, runs.map((run) => Math.round(run.totalBlockingTimeMs)).join(' '), chunk, speed, verdict];
  });
  const warnings = [...new Set(measured.flatMap(({ runs }) => runs.flatMap((run) => run.warnings)))];
  const homeChoseWebgl = measured.some(({ lighthouseCase, runs }) => lighthouseCase.path === '/' && runs.some((run) => run.webglChunkLoaded));
  const text = [
    `5a. Lighthouse 12 (mobile preset, simulated throttling), median of ${Math.max(...measured.map(({ runs }) => runs.length))} runs each, a fresh Chromium per run, WebGL in SwiftShader`,
    `   Target (issue 3): performance >= ${lighthouseTarget.score} and total blocking time <= ${lighthouseTarget.tbtMs} ms on home with the globe.`,
    '   Compositing "software": the page is composited on the CPU, as a phone composites on its GPU without a wait. Verdicts use it.',
    '   Compositing "swiftshader": before its first frame the main thread waits 60-150 ms for a SwiftShader GPU context, which',
    '   Lighthouse counts as CPU work x4 (comparison only). /?globe=2d is the same page without the 3D globe (baseline).',
    table(['URL', 'compositing', 'score', 'runs', 'TBT', 'runs (ms)', 'WebGL chunk requested', 'benchmarkIndex', 'target'], rows),
    ...(homeChoseWebgl
      ? ['   Note: / (no ?globe=) loaded the WebGL globe too: with these flags SwiftShader passes the failIfMajorPerformanceCaveat probe.']
      : []),
    ...warnings.map((warning) => `   Lighthouse warning: ${warning}`),
  ].join('\n');
  return { text, verdicts };
}

export function longTaskText(runs: readonly LongTaskRun[]): SectionText {
  const pick = (read: (run: LongTaskRun) => number): string => `${Math.round(median(runs.map(read)))} (${runs.map((run) => Math.round(read(run))).join(', ')})`;
  const text = [
    `5b. Long tasks of the WebGL globe's start-up, /?globe=webgl at ${cpuSlowdown}x CPU throttling (CDP), median of ${runs.length} runs (each run in brackets)`,
    '   Long tasks (PerformanceObserver "longtask") that started after the globe worker request began, until takeover + 1 s.',
    '   Target: none set (informational).',
    table(
      ['', 'median (runs)'],
      [
        ['long tasks', pick((run) => run.count)],
        ['longest (ms)', pick((run) => run.longestMs)],
        ['total (ms)', pick((run) => run.totalMs)],
        ['chunk request → WebGL took over (ms, polled every 100 ms)', pick((run) => run.takeoverMs)],
      ],
    ),
  ].join('\n');
  return { text, verdicts: [] };
}
