import { describe, expect, it } from 'vitest';
import { DemoTileGlobes, type DemoSettings, type DemoTile } from '../../src/globe/demoGlobes';
import {
  demoVariantNames,
  demoVariants,
  drawnVariants,
  initialDemoState,
  parseDemoState,
  resetVariant,
  secondsPerTurn,
  serializeDemoState,
  signatureLook,
  stepVariant,
} from '../../src/globe/demoVariants';
import type { DrawnGlobe } from '../../src/globe/drawing';
import type { LandDots } from '../../src/globe/landDots';
import { nearestDemoDotCount } from '../../src/globe/dotCounts';
import { fallbackMarketColor } from '../../src/globe/look';
import { noMarkets } from '../../src/globe/markets';

describe('globe demo settings', () => {
  it("are the specification's four variants by default, with a clean URL", () => {
    expect(demoVariants.map(({ dots, speed, radiusFactor }) => [dots, speed, radiusFactor])).toEqual([
      [1000, 0.0004, 0.7],
      [800, 0.001, 0.6],
      [2000, 0.0002, 0.8],
      [600, 0.0001, 0.5],
    ]);
    const state = parseDemoState('');
    expect(state.variants).toEqual(demoVariants);
    expect(serializeDemoState(state)).toBe('');
  });

  it('round-trip through the URL, so a shared link shows the same globes', () => {
    const state = parseDemoState('');
    state.variants[1] = {
      dots: 1500,
      speed: 0.0006,
      radiusFactor: 0.9,
      color: '#ff0000',
      look: { body: false, arcs: false, pulses: false },
    };
    state.selected = 1;
    const query = serializeDemoState(state);
    expect(query).toBe('?v2=d:1500,s:0.0006,r:0.9,c:ff0000&show=2');
    expect(parseDemoState(query)).toEqual(state);
  });

  it("carry each variant's look (body and halo, arcs, pulses), and links made before it keep showing dots only", () => {
    const old = parseDemoState('?v2=d:1500,s:0.0006,r:0.9,c:ff0000&show=2');
    expect(old.variants.map((settings) => settings.look)).toEqual(
      demoVariants.map(() => ({ body: false, arcs: false, pulses: false })),
    );
    const state = parseDemoState('');
    const [first, , third] = demoVariants;
    if (!first || !third) throw new Error('the specification has four variants');
    state.variants[0] = { ...first, look: { body: true, arcs: false, pulses: true } };
    state.variants[2] = { ...third, look: { body: false, arcs: true, pulses: false } };
    const query = serializeDemoState(state);
    expect(query).toBe('?v1=d:1000,s:0.0004,r:0.7,c:3870c1,b:1,p:1&v3=d:2000,s:0.0002,r:0.8,c:7150d0,a:1');
    expect(parseDemoState(query)).toEqual(state);
    // Only 1 and 0 mean anything; a look back at none leaves the URL clean.
    expect(parseDemoState('?v1=b:yes,a:2,p:1').variants[0]?.look).toEqual({ body: false, arcs: false, pulses: true });
    expect(serializeDemoState(parseDemoState('?v1=d:1000,s:0.0004,r:0.7,c:3870c1,b:0'))).toBe('');
  });

  it('never trust the URL: counts snap to baked steps, values are clamped, bad colours ignored', () => {
    const state = parseDemoState('?v1=d:123456,s:5,r:-2,c:javascript&show=9');
    expect(state.variants[0]).toEqual({ ...demoVariants[0], dots: 2000, speed: 0.002, radiusFactor: 0.3 });
    expect(state.selected).toBe(0);
    expect(nearestDemoDotCount(1049)).toBe(1000);
    expect(nearestDemoDotCount(Number.NaN)).toBe(300);
  });

  it('keep the renderer override, which the globe reads after the demo has rewritten the URL', () => {
    expect(serializeDemoState(parseDemoState('?globe=webgl&show=2'))).toBe('?show=2&globe=webgl');
    expect(serializeDemoState(parseDemoState('?globe=2d'))).toBe('?globe=2d');
    expect(parseDemoState('?globe=3d').renderer).toBeNull();
  });

  it('carry the presentation and its background, so a link opens straight into presenting', () => {
    const state = { ...parseDemoState('?show=3'), presenting: true, background: 'black' as const };
    expect(serializeDemoState(state)).toBe('?show=3&present=1&bg=black');
    expect(parseDemoState('?show=3&present=1&bg=black')).toEqual(state);
    expect(parseDemoState('?present=yes&bg=pink')).toMatchObject({ presenting: false, background: 'theme' });
  });

  it('present a variant in the whole signature look by default, and keep a presenter\'s "off" in the URL', () => {
    const presenting = { ...parseDemoState('?show=2&present=1'), variants: [...demoVariants] };
    expect(presenting.stageLook).toBe(true);
    // Only the presented variant changes, and the grid's tiles keep their own look while nobody presents.
    expect(drawnVariants(presenting).map((settings) => settings.look)).toEqual(
      demoVariants.map((settings, index) => (index === 1 ? signatureLook : settings.look)),
    );
    expect(drawnVariants({ ...presenting, presenting: false })).toBe(presenting.variants);
    // The presenter's preview of an audience window: the chosen variant as the audience sees it.
    expect(drawnVariants({ ...presenting, presenting: false }, true)).toEqual(drawnVariants(presenting));

    const own = { ...presenting, stageLook: false };
    expect(serializeDemoState(own)).toBe('?show=2&present=1&look=0');
    expect(parseDemoState('?show=2&present=1&look=0')).toEqual(own);
    expect(drawnVariants(own)).toBe(own.variants);
    // Anything but 0 leaves it on; on is the default and leaves the URL clean.
    expect(parseDemoState('?look=no').stageLook).toBe(true);
    expect(serializeDemoState(initialDemoState)).toBe('');
  });

  it('names each variant once', () => {
    expect(demoVariantNames).toHaveLength(demoVariants.length);
    expect(new Set(demoVariantNames).size).toBe(demoVariants.length);
  });

  it('reset one variant and step between variants, wrapping around', () => {
    const state = parseDemoState('?v1=d:1500,s:0.001,r:0.9,c:ff0000&v2=d:1200,s:0.001,r:0.9,c:ff0000&show=2');
    const reset = resetVariant(state, 1);
    expect(reset.variants[1]).toEqual(demoVariants[1]);
    expect(reset.variants[0]).toEqual(state.variants[0]);
    expect(stepVariant(state, 1).selected).toBe(2);
    expect(stepVariant({ ...state, selected: 3 }, 1).selected).toBe(0);
    expect(stepVariant({ ...state, selected: 0 }, -1).selected).toBe(3);
  });

  it('show speed in seconds per turn', () => {
    expect(secondsPerTurn(0.0004)).toBeCloseTo(15.708, 3);
    expect(secondsPerTurn(0.0001)).toBeCloseTo(62.832, 3);
    expect(secondsPerTurn(0)).toBeNull();
  });
});

describe("the demo's tiles as the globe draws them", () => {
  const land = (count: number): LandDots => ({
    count,
    latticeSize: count * 3,
    positions: new Float32Array(count * 3),
    markets: noMarkets,
  });
  // A tile's element as the runtime reads it: only its box on the screen.
  const element = {
    getBoundingClientRect: () => ({ left: 0, top: 0, width: 300, height: 300, bottom: 300 }),
  } as HTMLElement;
  const stage = { getBoundingClientRect: () => ({ left: 0, top: 0 }) } as HTMLElement;
  const tile = (settings: DemoSettings, dots: LandDots): DemoTile => ({
    key: 'demo-0',
    element,
    settings,
    land: dots,
    phi: 0,
    theta: 0.35,
    storyTime: 0,
    tour: null,
    stage: null,
  });
  const variant = demoVariants[0] ?? initialDemoState.variants[0];

  function drawnFor(tiles: DemoTileGlobes, animate = true): DrawnGlobe[] {
    const drawn: DrawnGlobe[] = [];
    tiles.appendTo(drawn, stage, 800, animate, fallbackMarketColor);
    return drawn;
  }

  it("draw a variant's new dot count from the next frame on, in both renderers (they draw the frame's dots)", () => {
    if (!variant) throw new Error('no variant');
    const tiles = new DemoTileGlobes();
    tiles.set([tile(variant, land(1000))]);
    expect(drawnFor(tiles)[0]?.dots).toHaveLength(3000);
    const more = land(2000);
    tiles.set([tile({ ...variant, dots: 2000 }, more)]);
    expect(drawnFor(tiles)[0]?.dots).toBe(more.positions);
  });

  it('tell the story their look asks for: none for dots only, arcs or pulses, still while paused; and show the body', () => {
    if (!variant) throw new Error('no variant');
    const tiles = new DemoTileGlobes();
    const bodies: [string, boolean][] = [];
    const recorder = (key: string, _x: number, _y: number, _r: number, shown: boolean): void =>
      void bodies.push([key, shown]);
    tiles.set([tile(variant, land(300))], recorder);
    expect(drawnFor(tiles)[0]?.story).toBeNull();
    expect(bodies.at(-1)).toEqual(['demo-0', false]);
    expect(tiles.advance(16)).toBe(true);
    tiles.set([tile({ ...variant, speed: 0, look: { body: true, arcs: false, pulses: true } }, land(300))], recorder);
    // Standing still, the pulses still run: the frame loop keeps going for them.
    expect(tiles.advance(16)).toBe(true);
    expect(drawnFor(tiles)[0]?.story).toEqual({
      time: 16,
      animate: true,
      arcs: false,
      pulses: true,
      focus: -1,
      reach: 0,
      lit: -1,
    });
    expect(bodies.at(-1)).toEqual(['demo-0', true]);
    expect(drawnFor(tiles, false)[0]?.story).toMatchObject({ animate: false });
    tiles.set([tile({ ...variant, speed: 0 }, land(300))], recorder);
    expect(tiles.advance(16)).toBe(false);
    // A tile no longer drawn (another one presented) hides its body.
    tiles.set([{ ...tile(variant, land(300)), key: 'demo-1' }], recorder);
    expect(bodies.at(-1)).toEqual(['demo-0', false]);
  });
});
