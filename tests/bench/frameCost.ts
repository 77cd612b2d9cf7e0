/** Section 1: frame cost of our WebGL globe, cobe and our 2D globe, in the harness page. */
import type { BrowserContext } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { freshPage } from './chrome';
import type { BenchRenderer, FrameCostRequest, FrameCostResult, PhoneFlatRequest, PhoneFlatResult } from './harnessApi';
import { cpuSlowdown } from './longTasks';
import { median } from './median';
import harnessConfig from './vite.config';

export const canvasSize = 800;
export const warmupFrames = 5;
export const measuredFrames = 40;
const dotCounts = [1100, 2000] as const;
const pixelRatios = [1, 2] as const;
/** Each row is timed this many times and its figures are the passes' medians: one pass can meet a hiccup. */
export const frameCostPasses = 3;

interface FrameCostRow {
  dots: number;
  pixelRatio: number;
  latticeSize: number;
  results: Record<BenchRenderer, FrameCostResult>;
  ourDrawCalls: number;
}

export interface FrameCostSection {
  webglRenderer: string;
  rows: FrameCostRow[];
}

function medianResult(results: readonly FrameCostResult[]): FrameCostResult {
  const [first] = results;
  if (!first) throw new Error('no pass was measured');
  return {
    medianMs: median(results.map((result) => result.medianMs)),
    submitMedianMs: median(results.map((result) => result.submitMedianMs)),
    drawCalls: Math.max(...results.map((result) => result.drawCalls)),
    latticeSize: first.latticeSize,
  };
}

/** Builds the harness page (our src/globe code, cobe) and serves it on 127.0.0.1. */
export async function serveHarness(): Promise<PreviewServer> {
  // The config object is used as is: Vite need not bundle the config file, which imports the site's plugin.
  await build({ ...harnessConfig, configFile: false, logLevel: 'error' });
  return preview({ ...harnessConfig, configFile: false, logLevel: 'error', preview: { host: '127.0.0.1', port: 0 } });
}

export async function measureFrameCost(context: BrowserContext, harnessUrl: string): Promise<FrameCostSection> {
  const page = await freshPage(context);
  await page.goto(harnessUrl);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
  const webglRenderer = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'no WebGL2';
  });
  const rows: FrameCostRow[] = [];
  for (const dots of dotCounts) {
    for (const pixelRatio of pixelRatios) {
      const request: FrameCostRequest = {
        renderers: ['ours', 'oursSun', 'cobe'],
        dots,
        pixelRatio,
        size: canvasSize,
        warmupFrames,
        frames: measuredFrames,
      };
      const measure = (input: FrameCostRequest) =>
        page.evaluate(async (sent) => {
          if (!window.__bench) throw new Error('the harness is not ready');
          return window.__bench.frameCost(sent);
        }, input);
      const passes: Record<BenchRenderer, FrameCostResult[]> = {
        ours: [],
        oursSun: [],
        cobe: [],
        flat: [],
        flatSun: [],
      };
      for (let pass = 0; pass < frameCostPasses; pass += 1) {
        // The 2D globe in a pass of its own: its canvas is uploaded to a texture every frame through the
        // same GPU process (SwiftShader) whose queue a WebGL read-back waits on, so in turns with the
        // two WebGL globes its upload was charged to whichever of them went next.
        // Each globe with the sun and without takes turns in the same rounds: the sun's cost under the same load.
        const { ours, oursSun, cobe } = await measure(request);
        const { flat, flatSun } = await measure({ ...request, renderers: ['flat', 'flatSun'] });
        if (!ours || !oursSun || !cobe || !flat || !flatSun) throw new Error('the harness skipped a renderer');
        passes.ours.push(ours);
        passes.oursSun.push(oursSun);
        passes.cobe.push(cobe);
        passes.flat.push(flat);
        passes.flatSun.push(flatSun);
      }
      const ours = medianResult(passes.ours);
      rows.push({
        dots,
        pixelRatio,
        latticeSize: ours.latticeSize,
        results: {
          ours,
          oursSun: medianResult(passes.oursSun),
          cobe: medianResult(passes.cobe),
          flat: medianResult(passes.flat),
          flatSun: medianResult(passes.flatSun),
        },
        ourDrawCalls: ours.drawCalls,
      });
    }
  }
  await page.close();
  return { webglRenderer, rows };
}

/** Issue 13: the 2D globe on a low-power phone, 390 x 844 CSS px at DPR 2, without and with CPU throttling. */
/** Three times section 1's frames: at 4x a 40-frame median moved by a third between runs of one build. */
export const phoneFrames = 3 * measuredFrames;
export const phoneRequest: PhoneFlatRequest = {
  width: 390,
  height: 844,
  pixelRatio: 2,
  warmupFrames,
  frames: phoneFrames,
};
const phoneSlowdowns = [1, cpuSlowdown] as const;

export interface PhoneFlatRow {
  slowdown: number;
  result: PhoneFlatResult;
}

export async function measurePhoneFlat(context: BrowserContext, harnessUrl: string): Promise<PhoneFlatRow[]> {
  const page = await freshPage(context);
  await page.goto(harnessUrl);
  await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  const rows: PhoneFlatRow[] = [];
  for (const slowdown of phoneSlowdowns) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const result = await page.evaluate(async (input) => {
      if (!window.__bench) throw new Error('the harness is not ready');
      return window.__bench.phoneFlat(input);
    }, phoneRequest);
    rows.push({ slowdown, result });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await page.close();
  return rows;
}
