/**
 * Issue 45: on a phone the 2D globe's arcs drew as short loose dashes: lean frames (a slow device) left out
 * the faint trace and kept only the travelling heads. Lean frames now stroke every visible segment, in two
 * strokes (trace and head) instead of five, so each arc stays a whole line.
 */
import { describe, expect, it } from 'vitest';
import type { DrawnGlobe } from '../../src/globe/drawing';
import type { AnyContext2d } from '../../src/globe/flat/canvas2d';
import { drawStory } from '../../src/globe/flat/storyLayer';
import { framings } from '../../src/globe/framing';
import { fallbackMarketColor } from '../../src/globe/look';
import { noMarkets } from '../../src/globe/markets';

/** A 2D context that counts what the arcs draw: segments (lineTo) and strokes. */
function countingContext(): { context: AnyContext2d; segments: () => number; strokes: () => number } {
  let segments = 0;
  let strokes = 0;
  const context = {
    beginPath: () => undefined,
    moveTo: () => undefined,
    lineTo: () => {
      segments += 1;
    },
    stroke: () => {
      strokes += 1;
    },
    arc: () => undefined,
  } as unknown as AnyContext2d;
  return { context, segments: () => segments, strokes: () => strokes };
}

const { phi, theta } = framings.hero.facing;
const phoneGlobe: DrawnGlobe = {
  key: 'main',
  dots: new Float32Array(0),
  latticeSize: 0,
  cx: 234,
  cy: 760,
  radius: 281,
  opacity: 1,
  phi,
  theta,
  color: '#3870c1',
  story: { time: 1000, animate: true, arcs: true, pulses: false, focus: -1, reach: 0, lit: -1 },
  markets: noMarkets,
  marketColor: fallbackMarketColor,
  sunAt: null,
};

describe('the 2D globe draws its arcs whole', () => {
  it('a lean frame draws every segment a full frame draws, in two strokes', () => {
    const full = countingContext();
    drawStory(full.context, phoneGlobe, 1, false);
    const lean = countingContext();
    drawStory(lean.context, phoneGlobe, 1, true);
    expect(full.segments()).toBeGreaterThan(40);
    expect(lean.segments()).toBe(full.segments());
    expect(lean.strokes()).toBeLessThanOrEqual(2);
  });
});
