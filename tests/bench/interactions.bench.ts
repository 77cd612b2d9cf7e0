/**
 * `npm run bench -- interactions` (issue 39): Interaction to Next Paint of what a visitor does once a page
 * is there (interactionCases.ts), at a low-tier phone's CPU (CDP throttling by the calibrated slowdown,
 * lighthouse.ts calibrate), phone viewport for the phone rows. Each interaction runs `INTERACTION_RUNS`
 * times (5) in a fresh browser context, once with the globe turning and once with its stage hidden (the
 * page's own floor), interleaved so the machine's drift hits both alike. Prints every run, the medians with
 * the split (input delay, processing, presentation), the ratio globe / hidden, and for links the time until
 * the next page's heading is shown in a frame (globe turning and hidden): the clock starts on the press's
 * pointerdown (its event time) and stops when the first animation frame with the new <h1> in the document and in view
 * runs its callbacks, just before that frame's paint (eventTiming.ts watchNextHeading). Links are pressed
 * twice over: with the pointer arriving just before the press (Playwright's click moves it there and presses
 * at once: the hover's intent prefetch gets no head start) and resting on the link for 150 ms first. Cases with a floor also run on the
 * page's HTML and CSS alone (bareFloor.ts): what the browser needs for that change without any script of ours.
 * `BASELINE_ORIGIN=http://127.0.0.1:4500` measures another build's server in the same runs (before/after);
 * `INTERACTIONS=menu,theme` picks cases by name, `INTERACTION_POINTERS=arriving` a link's pointer; `CPU_SLOWDOWN=6.5` skips the calibration (a quick look);
 * `INTERACTION_TRACE='phone menu'` also traces one unthrottled press of each case so named per build, globe turning
 * and hidden (interactionTrace.ts); a link's press is traced at the slowdown, pointer arriving, and split
 * from the press to the next heading's frame (navigationTrace.ts); `INTERACTION_COMPOSITING=swiftshader` composites through SwiftShader.
 */
import { chromium, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromeFlags, chromiumPath, waitForRenderer } from './chrome';
import {
  nextHeadingMs,
  readInteraction,
  recordInteractions,
  watchNextHeading,
  type InteractionTiming,
} from './eventTiming';
import { interactionCases, type InteractionCase } from './interactionCases';
import { tracedWork } from './interactionTrace';
import { navigationSplit } from './navigationTrace';
import { calibrate, compositingFlags, type Compositing } from './lighthouse';
import { median } from './median';
import { passFail, table } from './report';
import { barePage, type NextPageParts } from './bareFloor';
import { nextPageFirstFrame } from './nextPageFrame';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';

/** Issue 39's goals: INP of every interaction, the globe's cost over the page's floor, a link's next heading. */
const targetInpMs = 200;
const targetGlobeRatio = 1.5;
const targetHeadingMs = 300;

/** With the globe turning, with its stage hidden, and (where a case has a floor) the page's HTML and CSS alone. */
type GlobeMode = 'globe' | 'hidden' | 'bare';
const modesOf = (interaction: InteractionCase): readonly GlobeMode[] =>
  interaction.floor ? ['globe', 'hidden', 'bare'] : ['globe', 'hidden'];

interface Run extends InteractionTiming {
  headingMs: number;
}

/** Where the pointer was before a link's press: arriving with it, or resting on the link for `restingMs`. */
type Pointer = 'arriving' | 'resting';
const restingMs = 150;
const chosenPointers = (process.env.INTERACTION_POINTERS?.split(',') ?? ['arriving', 'resting']).filter(
  (pointer): pointer is Pointer => pointer === 'arriving' || pointer === 'resting',
);
const pointersOf = (interaction: InteractionCase): readonly (Pointer | undefined)[] =>
  interaction.navigates ? chosenPointers : [undefined];

interface Build {
  label: string;
  origin: string;
}

/** How long a page may take to start the WebGL worker after its load (src/browser/whenIdle.ts waits up to 4 s for idle). */
const probeStartMs = 8_000;

/**
 * Resolves once the WebGL globe's worker has come and gone: here it finds only a software WebGL and hands
 * back to the 2D globe (capability.ts), and its context creation keeps the GPU process busy meanwhile. An
 * interaction measured during that probe would time the probe. Where no probe starts, after probeStartMs.
 */
function webglProbeEnded(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, probeStartMs);
    page.on('worker', (worker) => {
      if (!worker.url().includes('globe.worker')) return;
      clearTimeout(timer);
      worker.on('close', () => resolve());
    });
  });
}

/** Where a target is on screen (Playwright's boundingBox). */
type Box = { x: number; y: number; width: number; height: number };

/** A press at a target's centre: a tap on a phone, a click elsewhere; the pointer first rests there if asked. */
async function pressAt(page: Page, box: Box, phone: boolean, pointer: Pointer | undefined): Promise<void> {
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (pointer === 'resting') {
    await page.mouse.move(x, y);
    // The visitor's dwell on the link before pressing: the measured behaviour, not a wait for the page.
    await new Promise((resolve) => setTimeout(resolve, restingMs));
  }
  if (phone) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** A link's next first frame, captured once per case and build (nextPageFrame.ts). */
const firstFrames = new Map<string, Promise<NextPageParts>>();
function firstFrameOf(browser: Browser | null, origin: string, interaction: InteractionCase): Promise<NextPageParts> {
  if (!browser) throw new Error('The bare floor needs the browser');
  const key = `${origin}|${interaction.name}`;
  const captured = firstFrames.get(key) ?? nextPageFirstFrame(browser, origin, interaction);
  firstFrames.set(key, captured);
  return captured;
}

/** The press on the page's HTML and CSS alone (bareFloor.ts): no hydration, no globe, no banner to answer. */
async function measureBare(
  context: BrowserContext,
  page: Page,
  origin: string,
  interaction: InteractionCase,
  slowdown: number,
  pointer: Pointer | undefined,
): Promise<Run & { trace: string[] }> {
  const { floor, target } = interaction;
  if (!floor || !target) throw new Error(`${interaction.name}: no floor to measure`);
  const url = `${origin}${interaction.path}`;
  const next = interaction.navigates ? await firstFrameOf(context.browser(), origin, interaction) : undefined;
  const body = barePage(await (await context.request.get(url)).text(), floor.effect, floor.selector, next);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.goto(url, { waitUntil: 'load' });
  // Without scripts the prerendered banner stays; the other runs measure with it answered.
  await page.evaluate(() => document.querySelector('[data-testid=cookie-banner]')?.remove());
  await interaction.prepare?.(page);
  await target(page).scrollIntoViewIfNeeded();
  const box = await target(page).boundingBox();
  if (!box) throw new Error(`${interaction.name}: the target is not on screen without scripts`);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await recordInteractions(page);
  if (interaction.navigates) await watchNextHeading(page);
  await pressAt(page, box, interaction.viewport === 'phone', pointer);
  const timing = await readInteraction(page);
  return { ...timing, headingMs: interaction.navigates ? await nextHeadingMs(page) : Number.NaN, trace: [] };
}

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: InteractionCase,
  mode: GlobeMode,
  slowdown: number,
  pointer: Pointer | undefined,
  traced = false,
): Promise<Run & { trace: string[] }> {
  const phone = interaction.viewport === 'phone';
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  try {
    if (!interaction.keepBanner)
      await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
    const page = await context.newPage();
    if (mode === 'bare') return await measureBare(context, page, origin, interaction, slowdown, pointer);
    // Hidden: the stage's workers never start and its element is out of the page, so nothing of the globe
    // is drawn or composited: the page's own floor.
    if (mode === 'hidden') await page.route(/\/(flat|globe)\.worker-[^/]*\.js$/, (route) => route.abort());
    const probed = mode === 'hidden' ? Promise.resolve() : webglProbeEnded(page);
    await page.goto(`${origin}${interaction.path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await probed;
    // Through the CSSOM, which the page's CSP allows (a <style> it refuses).
    if (mode === 'hidden')
      await page.locator('.globe-stage').evaluate((stage) => stage.style.setProperty('display', 'none', 'important'));
    else await waitForRenderer(page, 'flat');
    await interaction.prepare?.(page);
    const target = interaction.target?.(page);
    await target?.scrollIntoViewIfNeeded();
    const box = await target?.boundingBox();
    if (target && !box) throw new Error(`${interaction.name}: the target is not on screen`);
    // The page has done what it does after load (idle-time loading) before the CPU slows down.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await recordInteractions(page);
    if (interaction.navigates) await watchNextHeading(page);
    let timing: InteractionTiming | undefined;
    const press = async (): Promise<void> => {
      if (box) await pressAt(page, box, phone, pointer);
      await interaction.act?.(page);
      timing = await readInteraction(page);
    };
    let trace: string[] = [];
    if (traced && interaction.navigates) trace = await navigationSplit(browser, page, press, () => nextHeadingMs(page));
    else if (traced) trace = await tracedWork(browser, page, press);
    else await press();
    if (!timing) throw new Error(`${interaction.name}: no timing`);
    const headingMs = interaction.navigates ? await nextHeadingMs(page) : Number.NaN;
    return { ...timing, headingMs, trace };
  } finally {
    await context.close();
  }
}

/**
 * How Chromium composites (lighthouse.ts): on the CPU by default, as in the Lighthouse verdicts. Composited
 * through SwiftShader (`INTERACTION_COMPOSITING=swiftshader`, Chromium's default here), every frame took
 * 150-500 ms in the GPU process on this machine, a cost a phone's GPU does not have; it is printed for
 * comparison, as it shows most plainly what a turning canvas under blurred glass costs.
 */
const compositing: Compositing = process.env.INTERACTION_COMPOSITING === 'swiftshader' ? 'swiftshader' : 'software';

const chosenCases = (): readonly InteractionCase[] => {
  const names = process.env.INTERACTIONS?.split(',').filter(Boolean);
  return names?.length
    ? interactionCases.filter((interaction) => names.some((name) => interaction.name.includes(name)))
    : interactionCases;
};

const msText = (value: number): string => (Number.isNaN(value) ? '' : value.toFixed(0));

test("interactions at a low-tier phone's CPU", async () => {
  const cases = chosenCases();
  const runs = Number(process.env.INTERACTION_RUNS ?? 5);
  ensureSiteBuilt();
  await snapshotSite();
  const site = await startSite(await freePort(4394));
  const builds: Build[] = [{ label: 'this build', origin: site.origin }];
  if (process.env.BASELINE_ORIGIN) builds.push({ label: 'baseline', origin: process.env.BASELINE_ORIGIN });
  test.setTimeout((cases.flatMap(pointersOf).length * runs * builds.length * 2 * 25 + 900) * 1000);
  const results = new Map<string, Run[]>();
  const key = (build: Build, interaction: InteractionCase, mode: GlobeMode, pointer?: Pointer): string =>
    `${build.label}|${interaction.name}|${mode}|${pointer ?? ''}`;
  let slowdown = Number.NaN;
  const traces: string[] = [];
  const args = [...chromeFlags.filter((flag) => !flag.startsWith('--headless')), ...compositingFlags[compositing]];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    slowdown = (await calibrate(`${site.origin}/`)).multiplier;
    for (let run = 0; run < runs; run += 1) {
      for (const interaction of cases) {
        for (const pointer of pointersOf(interaction)) {
          for (const build of builds) {
            for (const mode of modesOf(interaction)) {
              const measured = await measureOnce(browser, build.origin, interaction, mode, slowdown, pointer);
              const list = results.get(key(build, interaction, mode, pointer)) ?? [];
              list.push(measured);
              results.set(key(build, interaction, mode, pointer), list);
            }
          }
        }
      }
    }
    // One traced press of each chosen case, unthrottled (the CPU's own speed, as a trace reads best); a link's
    // at the slowdown, as its next heading is timed.
    const tracedCases = process.env.INTERACTION_TRACE
      ? cases.filter((interaction) => interaction.name.includes(process.env.INTERACTION_TRACE ?? ''))
      : [];
    for (const tracedCase of tracedCases) {
      for (const build of builds) {
        for (const mode of ['globe', 'hidden'] as const) {
          const traceSlowdown = tracedCase.navigates ? slowdown : 1;
          const run = await measureOnce(browser, build.origin, tracedCase, mode, traceSlowdown, 'arriving', true);
          traces.push(
            `${tracedCase.name}, ${build.label}, ${mode === 'globe' ? 'globe turning' : 'globe hidden'}, CPU ${traceSlowdown.toFixed(1)}x: INP ${msText(run.durationMs)} ms (delay ${msText(run.inputDelayMs)}, processing ${msText(run.processingMs)}, presentation ${msText(run.presentationMs)})`,
            ...run.trace.map((line) => `  ${line}`),
          );
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }

  for (const build of builds) {
    const rows = cases
      .flatMap((interaction) => pointersOf(interaction).map((pointer) => [interaction, pointer] as const))
      .map(([interaction, pointer]) => {
        const withGlobe = results.get(key(build, interaction, 'globe', pointer)) ?? [];
        const hidden = results.get(key(build, interaction, 'hidden', pointer)) ?? [];
        const bare = results.get(key(build, interaction, 'bare', pointer)) ?? [];
        const mid = (list: readonly Run[], pick: (run: Run) => number): number => median(list.map(pick));
        const inp = mid(withGlobe, (run) => run.durationMs);
        const floor = mid(hidden, (run) => run.durationMs);
        const ratio = floor > 0 ? inp / floor : Number.NaN;
        const heading = mid(withGlobe, (run) => run.headingMs);
        const pass =
          inp <= targetInpMs &&
          (Number.isNaN(ratio) || ratio <= targetGlobeRatio || inp <= 16) &&
          (!interaction.navigates || heading <= targetHeadingMs);
        return [
          `${interaction.name}${interaction.viewport === 'phone' ? ' (390 px)' : ''}${pointer ? (pointer === 'resting' ? `, pointer resting ${restingMs} ms` : ', pointer arriving') : ''}`,
          `${msText(inp)} (${withGlobe.map((run) => msText(run.durationMs)).join(' ')})`,
          `${msText(mid(withGlobe, (run) => run.inputDelayMs))} / ${msText(mid(withGlobe, (run) => run.processingMs))} / ${msText(mid(withGlobe, (run) => run.presentationMs))}`,
          `${msText(floor)} (${hidden.map((run) => msText(run.durationMs)).join(' ')})`,
          `${msText(mid(hidden, (run) => run.inputDelayMs))} / ${msText(mid(hidden, (run) => run.processingMs))} / ${msText(mid(hidden, (run) => run.presentationMs))}`,
          Number.isNaN(ratio) ? '' : ratio.toFixed(2),
          bare.length > 0
            ? `${msText(mid(bare, (run) => run.durationMs))} (${bare.map((run) => msText(run.durationMs)).join(' ')})`
            : '',
          interaction.navigates
            ? `${msText(heading)} (${withGlobe.map((run) => msText(run.headingMs)).join(' ')})`
            : '',
          interaction.navigates
            ? `${msText(mid(hidden, (run) => run.headingMs))} (${hidden.map((run) => msText(run.headingMs)).join(' ')})`
            : '',
          interaction.navigates && bare.length > 0
            ? `${msText(mid(bare, (run) => run.headingMs))} (${bare.map((run) => msText(run.headingMs)).join(' ')})`
            : '',
          passFail(pass),
        ];
      });
    console.log(
      `\nInteractions, ${build.label} (${build.origin}), CPU slowdown ${slowdown.toFixed(2)}x, ${compositing} compositing, median of ${runs} (every run in brackets; 0 = no event of 16 ms or more)`,
    );
    console.log(
      table(
        [
          'interaction',
          'INP ms, globe',
          'delay / processing / presentation',
          'INP ms, globe hidden',
          'delay / processing / presentation',
          'globe / hidden',
          'INP ms, HTML and CSS alone',
          'next heading ms',
          'next heading ms, globe hidden',
          'next heading ms, HTML and CSS alone',
          `<= ${targetInpMs} ms, <= ${targetGlobeRatio}x, heading <= ${targetHeadingMs} ms`,
        ],
        rows,
      ),
    );
  }
  if (traces.length > 0)
    console.log(`\nWhere the time went (Chromium trace, ${compositing} compositing):\n${traces.join('\n')}`);
});
