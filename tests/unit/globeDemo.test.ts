import { describe, expect, it } from 'vitest';
import { demoVariants, parseDemoState, resetVariant, secondsPerTurn, serializeDemoState, stepVariant } from '../../src/globe/demoVariants';
import { nearestDemoDotCount } from '../../src/globe/dotCounts';

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
    state.variants[1] = { dots: 1500, speed: 0.0006, radiusFactor: 0.9, color: '#ff0000' };
    state.selected = 1;
    const query = serializeDemoState(state);
    expect(query).toBe('?v2=d:1500,s:0.0006,r:0.9,c:ff0000&show=2');
    expect(parseDemoState(query)).toEqual(state);
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
