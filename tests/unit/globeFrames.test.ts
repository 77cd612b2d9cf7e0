import { describe, expect, it } from 'vitest';
import type { DrawnGlobe } from '../../src/globe/drawing';
import { createFrameDecoder, createFrameEncoder, type FrameGlobe } from '../../src/globe/frameMessages';
import { sceneFrame, storeGlobes } from '../../src/globe/webgl/frameStore';
import { fallbackMarketColor } from '../../src/globe/look';
import { noMarkets } from '../../src/globe/markets';

const globe = (key: string, dots: Float32Array, phi: number): DrawnGlobe => ({
  key,
  dots,
  latticeSize: dots.length / 3,
  cx: 100,
  cy: 120,
  radius: 80,
  opacity: 1,
  phi,
  theta: 0.3,
  color: '#3870c1',
  story: null,
  markets: noMarkets,
  marketColor: fallbackMarketColor,
  sunAt: null,
});

/** A globe as a frame carries it once the worker has its dots. */
const withoutDots = (globe: DrawnGlobe): FrameGlobe => {
  const state: FrameGlobe = { ...globe };
  delete state.dots;
  delete state.markets;
  return state;
};

describe('frames sent to a globe worker', () => {
  it("carries each globe's dots only until the worker has them, and the worker draws them every frame", () => {
    const dots = new Float32Array([0, 0, 1, 0, 1, 0]);
    const encode = createFrameEncoder();
    const decoder = createFrameDecoder();

    const first = encode([globe('main', dots, 0)], 400, 300, 2);
    expect(first.globes[0]?.dots).toBe(dots);
    const second = encode([globe('main', dots, 0.1)], 400, 300, 2);
    expect(second.globes[0]).not.toHaveProperty('dots');

    expect(decoder.decode(first)[0]?.dots).toBe(dots);
    const drawn = decoder.decode(second);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ key: 'main', phi: 0.1, dots });
  });

  it("sends new dots when a globe's dots change (the demo's dot count)", () => {
    const encode = createFrameEncoder();
    encode([globe('v1', new Float32Array(3), 0)], 10, 10, 1);
    const changed = new Float32Array(6);
    expect(encode([globe('v1', changed, 0)], 10, 10, 1).globes[0]?.dots).toBe(changed);
  });

  it('skips a globe whose dots it never got rather than drawing it empty', () => {
    const decoder = createFrameDecoder();
    const state = withoutDots(globe('lost', new Float32Array(3), 0));
    expect(decoder.decode({ type: 'frame', width: 10, height: 10, ratio: 1, globes: [state] })).toHaveLength(0);
  });

  it('knows the dots the worker started with', () => {
    const decoder = createFrameDecoder();
    const first = globe('main', new Float32Array(3), 0);
    decoder.remember(first);
    const state = withoutDots(first);
    expect(decoder.decode({ type: 'frame', width: 10, height: 10, ratio: 1, globes: [state] })[0]?.dots).toBe(
      first.dots,
    );
  });
});

describe("the WebGL scene's frame store", () => {
  it('renders the scene again when a globe changes its dots (the demo’s dot count), not when it only turns', () => {
    sceneFrame.globes.clear();
    const fewer = new Float32Array(600 * 3);
    const more = new Float32Array(2000 * 3);
    expect(storeGlobes([globe('demo-0', fewer, 0)])).toBe(true);
    expect(storeGlobes([globe('demo-0', fewer, 0.1)])).toBe(false);
    expect(storeGlobes([globe('demo-0', more, 0.2)])).toBe(true);
    expect(sceneFrame.globes.get('demo-0')?.dots).toBe(more);
  });

  it("renders the scene again when a globe's arcs and pulses come or go (a demo variant's look), not as they run", () => {
    sceneFrame.globes.clear();
    const dots = new Float32Array(3);
    const story = (time: number) => ({ time, animate: true, arcs: true, pulses: false, focus: -1, reach: 0, lit: -1 });
    storeGlobes([globe('demo-0', dots, 0)]);
    expect(storeGlobes([{ ...globe('demo-0', dots, 0), story: story(0) }])).toBe(true);
    expect(storeGlobes([{ ...globe('demo-0', dots, 0), story: story(16) }])).toBe(false);
    expect(storeGlobes([globe('demo-0', dots, 0)])).toBe(true);
  });
});
