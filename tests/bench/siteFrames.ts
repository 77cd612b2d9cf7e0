/**
 * Sections 2 and 3, on the real site: draw calls per frame of the home globe, and frames drawn in 5 s
 * where nothing should move (hidden tab, reduced motion, a settled page).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { framesDrawn, freshPage, waitForRenderer, type StageRenderer } from './chrome';

export const countWindowMs = 5_000;
export const aboutSettleMs = 3_000;
export const reducedMotionSettleMs = 500;

export interface DrawCallSample {
  max: number;
  min: number;
  framesSampled: number;
}

export interface FrameCountRow {
  scenario: string;
  renderer: StageRenderer;
  frames: number;
  /** What the page reported (visibilityState, the media query) while it was counted. */
  observed: string;
  /** The control row only shows the counter works; it has no target. */
  control: boolean;
}

export const queryFor = (renderer: StageRenderer): string => (renderer === 'webgl' ? '?globe=webgl' : '?globe=2d');

async function countFrames(page: Page, durationMs = countWindowMs): Promise<number> {
  const before = await framesDrawn(page);
  await new Promise((resolve) => setTimeout(resolve, durationMs));
  return (await framesDrawn(page)) - before;
}

/** Reads the draw calls of each frame the runtime draws during about a second of animation frames. */
export async function sampleDrawCalls(context: BrowserContext, origin: string): Promise<DrawCallSample> {
  const page = await freshPage(context);
  await page.goto(`${origin}/${queryFor('webgl')}`);
  await waitForRenderer(page, 'webgl');
  const sample = await page.evaluate(
    () =>
      new Promise<DrawCallSample>((resolve) => {
        const start = performance.now();
        const calls: number[] = [];
        let lastFrame = window.__globe?.frames ?? 0;
        const read = (): void => {
          const stats = window.__globe;
          if (stats && stats.frames !== lastFrame) {
            calls.push(stats.drawCalls);
            lastFrame = stats.frames;
          }
          if (calls.length < 60 && performance.now() < start + 3000) requestAnimationFrame(read);
          else resolve({ max: Math.max(...calls), min: Math.min(...calls), framesSampled: calls.length });
        };
        requestAnimationFrame(read);
      }),
  );
  await page.close();
  return sample;
}

async function visibleHome(context: BrowserContext, origin: string, renderer: StageRenderer): Promise<FrameCountRow> {
  const page = await freshPage(context);
  await page.goto(`${origin}/${queryFor(renderer)}`);
  await waitForRenderer(page, renderer);
  const frames = await countFrames(page);
  const observed = await page.evaluate(() => `visibilityState=${document.visibilityState}`);
  await page.close();
  return { scenario: 'home, visible, motion allowed (control)', renderer, frames, observed, control: true };
}

async function hiddenHome(context: BrowserContext, origin: string, renderer: StageRenderer): Promise<FrameCountRow> {
  const page = await freshPage(context);
  await page.goto(`${origin}/${queryFor(renderer)}`);
  await waitForRenderer(page, renderer);
  // Another tab in front hides this one (Playwright's focus emulation is off, see chrome.ts).
  const cover = await context.newPage();
  await cover.bringToFront();
  await page
    .waitForFunction(() => document.visibilityState === 'hidden', null, { timeout: 5_000 })
    .catch(() => undefined);
  const stateBefore = await page.evaluate(() => document.visibilityState);
  const frames = await countFrames(page);
  const stateAfter = await page.evaluate(() => document.visibilityState);
  await cover.close();
  await page.close();
  return {
    scenario: 'home, tab hidden',
    renderer,
    frames,
    observed: `visibilityState=${stateBefore}→${stateAfter}`,
    control: false,
  };
}

async function reducedMotionHome(
  context: BrowserContext,
  origin: string,
  renderer: StageRenderer,
): Promise<FrameCountRow> {
  const page = await freshPage(context);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${origin}/${queryFor(renderer)}`);
  await waitForRenderer(page, renderer);
  await new Promise((resolve) => setTimeout(resolve, reducedMotionSettleMs));
  const frames = await countFrames(page);
  const matches = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.close();
  return {
    scenario: 'home, prefers-reduced-motion',
    renderer,
    frames,
    observed: `reduce matches=${String(matches)}`,
    control: false,
  };
}

async function settledAbout(context: BrowserContext, origin: string, renderer: StageRenderer): Promise<FrameCountRow> {
  const page = await freshPage(context);
  await page.goto(`${origin}/about${queryFor(renderer)}`);
  await waitForRenderer(page, renderer);
  await new Promise((resolve) => setTimeout(resolve, aboutSettleMs));
  const frames = await countFrames(page);
  const observed = await page.evaluate(() => `visibilityState=${document.visibilityState}`);
  await page.close();
  return { scenario: '/about, framing settled', renderer, frames, observed, control: false };
}

export async function measureFrameCounts(context: BrowserContext, origin: string): Promise<FrameCountRow[]> {
  const rows: FrameCountRow[] = [];
  for (const measure of [visibleHome, hiddenHome, reducedMotionHome, settledAbout]) {
    for (const renderer of ['webgl', 'flat'] as const) rows.push(await measure(context, origin, renderer));
  }
  return rows;
}
