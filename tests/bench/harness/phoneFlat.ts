/**
 * The 2D globe on a phone: the home hero's framing at a portrait size, drawn by the flat renderer on a
 * CPU-backed canvas, timed as the frame-cost section times it (draw, then a one-pixel read-back). Run
 * three times: held at full quality, held at lean quality, and stepping down by itself as on the site.
 */
import type { DrawnGlobe } from '../../../src/globe/drawing';
import { createFlatRenderer, judgedFrames, type FlatRendererOptions } from '../../../src/globe/flatRenderer';
import { framings, placeFraming } from '../../../src/globe/framing';
import { homeLandDots } from '../../../src/globe/landDots';
import { benchSunAt, type PhoneFlatRequest, type PhoneFlatResult } from '../harnessApi';
import { median } from '../median';
import { fallbackMarketColor } from '../../../src/globe/look';
import { noMarkets } from '../../../src/globe/markets';

export const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(resolve));

/** The site's 2D globe draws at most 30 frames a second: its arcs' clock moves this much a frame. */
const storyStepMs = 1000 / 30;

interface Timed {
  medianMs: number;
  quality: 'full' | 'lean';
}

async function timeFrames(request: PhoneFlatRequest, globe: DrawnGlobe, options: FlatRendererOptions): Promise<Timed> {
  const canvas = document.createElement('canvas');
  canvas.style.width = `${request.width}px`;
  canvas.style.height = `${request.height}px`;
  document.getElementById('phone')?.append(canvas);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const renderer = createFlatRenderer(canvas, options);
  const times: number[] = [];
  for (let frame = 0; frame < request.warmupFrames + request.frames; frame += 1) {
    await nextFrame();
    globe.phi = frame * 0.01;
    if (globe.story) globe.story.time = frame * storyStepMs;
    const start = performance.now();
    renderer.draw([globe], request.width, request.height, request.pixelRatio);
    context?.getImageData(0, 0, 1, 1);
    if (frame >= request.warmupFrames) times.push(performance.now() - start);
  }
  canvas.remove();
  return { medianMs: median(times), quality: renderer.quality };
}

export async function phoneFlat(request: PhoneFlatRequest): Promise<PhoneFlatResult> {
  const land = homeLandDots();
  const place = placeFraming(framings.hero, request.width, request.height);
  const globe: DrawnGlobe = {
    key: 'main',
    dots: land.positions,
    latticeSize: land.latticeSize,
    ...place,
    phi: 0,
    theta: framings.hero.facing.theta,
    color: '#3870c1',
    story: { time: 0, animate: true, arcs: true, pulses: true, focus: -1, reach: 0, lit: -1 },
    markets: land.markets,
    marketColor: fallbackMarketColor,
    sunAt: null,
  };
  const full = await timeFrames(request, globe, { quality: 'full', stepsDown: false });
  const lean = await timeFrames(request, globe, { quality: 'lean', stepsDown: false });
  const unlit = { ...globe, markets: noMarkets };
  const fullUnlit = await timeFrames(request, unlit, { quality: 'full', stepsDown: false });
  const leanUnlit = await timeFrames(request, unlit, { quality: 'lean', stepsDown: false });
  const sunlit = { ...globe, sunAt: benchSunAt };
  const fullSun = await timeFrames(request, sunlit, { quality: 'full', stepsDown: false });
  const leanSun = await timeFrames(request, sunlit, { quality: 'lean', stepsDown: false });
  // As the site runs it: the renderer judges its own first frames, then keeps the quality it chose.
  // Its first frames are left out: two judged windows, so the quality it settled on is what is timed.
  const settled = await timeFrames({ ...request, warmupFrames: request.warmupFrames + 2 * judgedFrames }, globe, {});
  return {
    fullMs: full.medianMs,
    leanMs: lean.medianMs,
    fullUnlitMs: fullUnlit.medianMs,
    leanUnlitMs: leanUnlit.medianMs,
    fullSunMs: fullSun.medianMs,
    leanSunMs: leanSun.medianMs,
    settledQuality: settled.quality,
    settledMs: settled.medianMs,
    radius: place.radius,
  };
}
