/**
 * `npm run bench`: measures the site's globe in one headless Chromium (WebGL through SwiftShader) and
 * prints a table per section. Not part of `npm test`: it takes minutes and its numbers depend on the
 * machine. Missed targets are printed as FAIL, they do not fail the run; errors do.
 */
import { test } from '@playwright/test';
import { availableParallelism, loadavg } from 'node:os';
import { attach, launchChrome } from './chrome';
import { measureFrameCost, measurePhoneFlat, serveHarness, type FrameCostSection } from './frameCost';
import { lighthouseCases, runLighthouse, type LighthouseRun } from './lighthouse';
import { measureLongTasks, type LongTaskRun } from './longTasks';
import {
  drawCallText,
  frameCostText,
  frameCountText,
  lighthouseText,
  longTaskText,
  passFail,
  phoneFlatText,
  sizeText,
  type SectionText,
  type Verdict,
} from './report';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';
import { measureFrameCounts, sampleDrawCalls } from './siteFrames';
import { measureSizes } from './sizes';

const preferredPort = 4391;
const lighthouseRuns = 5;
const longTaskRuns = 3;
/** `GLOBE_SECTIONS=1b,4` measures those sections alone (by the number their name starts with); all when unset. */
const chosenSections = process.env.GLOBE_SECTIONS?.split(',').filter(Boolean);
const chosen = (name: string): boolean => !chosenSections || chosenSections.includes(name.split('.')[0] ?? '');

test('globe benchmark', async () => {
  test.setTimeout(20 * 60_000);
  const startedAt = Date.now();
  /** Section texts by name; printed in the order of their names at the end, whatever order they ran in. */
  const texts = new Map<string, string>();
  const verdicts: Verdict[] = [];
  const errors: string[] = [];

  /** Whatever was started, stopped in reverse order: at the end, or as soon as a later start fails. */
  const cleanups: (() => unknown)[] = [];
  const cleanUp = async (): Promise<void> => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup();
  };
  const orCleanUp = async <T>(starting: Promise<T>): Promise<T> => {
    try {
      return await starting;
    } catch (error) {
      await cleanUp();
      throw error;
    }
  };
  ensureSiteBuilt();
  await snapshotSite();
  const harness = await serveHarness();
  cleanups.push(() => harness.close());
  const harnessUrl = harness.resolvedUrls?.local[0];
  const site = await orCleanUp(freePort(preferredPort).then(startSite));
  cleanups.push(() => site.stop());
  const chrome = await orCleanUp(launchChrome());
  cleanups.push(() => {
    chrome.kill();
  });
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  console.log(`site ${site.origin}, harness ${harnessUrl ?? '?'}, Chromium on CDP port ${chrome.port}`);

  /** Runs one section; an error is recorded and the run goes on with the next section. */
  async function section(name: string, run: () => Promise<SectionText>): Promise<void> {
    if (!chosen(name)) return;
    const sectionStart = Date.now();
    try {
      await site.ensureRunning();
      const result = await run();
      verdicts.push(...result.verdicts);
      texts.set(name, `${result.text}\n   (measured in ${Math.round((Date.now() - sectionStart) / 1000)} s)`);
    } catch (error) {
      // Playwright appends a call log to its messages: the first line says what went wrong.
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      errors.push(`${name}: ${message}`);
      texts.set(name, `${name}: ERROR ${message}`);
    }
    console.log(`… ${name}: done in ${Math.round((Date.now() - sectionStart) / 1000)} s`);
  }

  try {
    await section('4. Sizes', async () => sizeText(await measureSizes()));
    const { browser, context } = await attach(chrome);
    let frameCost: FrameCostSection | undefined;
    await section('1. Frame cost', async () => {
      if (!harnessUrl) throw new Error('the harness server has no URL');
      frameCost = await measureFrameCost(context, harnessUrl);
      return frameCostText(frameCost);
    });
    await section('1b. 2D globe on a phone', async () => {
      if (!harnessUrl) throw new Error('the harness server has no URL');
      // The device class that gets the 2D globe has no usable GPU: a Chromium of its own without one,
      // so the canvas and its sprites are drawn on the CPU, as there.
      const withoutGpu = await launchChrome(['--disable-gpu']);
      try {
        const attached = await attach(withoutGpu);
        const rows = await measurePhoneFlat(attached.context, harnessUrl);
        await attached.browser.close();
        return phoneFlatText(rows);
      } finally {
        withoutGpu.kill();
      }
    });
    await section('2. Draw calls', async () =>
      drawCallText(await sampleDrawCalls(context, site.origin), frameCost?.rows[0]?.ourDrawCalls),
    );
    await section('3. Frames in 5 s', async () => frameCountText(await measureFrameCounts(context, site.origin)));
    await section('5b. Long tasks', async () => {
      const runs: LongTaskRun[] = [];
      for (let run = 0; run < longTaskRuns; run += 1) runs.push(await measureLongTasks(context, site.origin));
      return longTaskText(runs);
    });
    // Lighthouse starts a Chromium per run; this one is let go first, so it takes no CPU beside them.
    for (const page of context.pages()) await page.close();
    await browser.close();
    chrome.kill();
    await section('5a. Lighthouse', async () => {
      const measured = lighthouseCases.map((lighthouseCase) => ({ lighthouseCase, runs: [] as LighthouseRun[] }));
      // Alternating the cases spreads any drift of the machine over all of them.
      for (let run = 0; run < lighthouseRuns; run += 1) {
        for (const { lighthouseCase, runs } of measured)
          runs.push(await runLighthouse(`${site.origin}${lighthouseCase.path}`, lighthouseCase.compositing));
      }
      return lighthouseText(measured);
    });
  } finally {
    await cleanUp();
  }

  for (const name of [...texts.keys()].sort()) console.log(`\n${texts.get(name) ?? ''}`);
  console.log(
    [
      `\nSummary (${Math.round((Date.now() - startedAt) / 1000)} s)`,
      // Other processes on the machine slow every absolute time above; the ratios are measured in turns.
      `   machine: ${availableParallelism()} CPUs, load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? Number.NaN).toFixed(2)} at the end`,
      ...verdicts.map((verdict) => `   ${passFail(verdict.pass)}  ${verdict.target}`),
      ...errors.map((error) => `   ERROR ${error}`),
    ].join('\n'),
  );
  if (errors.length > 0) throw new Error(`${errors.length} section(s) could not be measured`);
});
