/** Expands the baked land dots (built by src/build/landDots.ts) into positions, once per count. */
import homeSets from 'virtual:land-dots/home';
import { dotsFromMask } from './geo';
import { expandMarkets, type MarketDots } from './markets';

export interface LandDots {
  count: number;
  latticeSize: number;
  positions: Float32Array;
  markets: MarketDots;
}

/**
 * One count's dots as the build bakes them (src/build/landDotsPlugin.ts).
 * @public for src/globals.d.ts, whose virtual modules' types name it through import() (knip does not see that).
 */
export interface BakedDotSet {
  count: number;
  latticeSize: number;
  mask: string;
  /** Per market, the positions of its dots (src/build/marketDots.ts). */
  markets: readonly (readonly number[])[];
}

const expanded = new Map<number, LandDots>();

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function expand(set: BakedDotSet): LandDots {
  let dots = expanded.get(set.count);
  if (!dots) {
    dots = {
      count: set.count,
      latticeSize: set.latticeSize,
      positions: dotsFromMask(decodeBase64(set.mask), set.latticeSize),
      markets: expandMarkets(set.markets, set.count),
    };
    expanded.set(set.count, dots);
  }
  return dots;
}

export function homeLandDots(): LandDots {
  const [set] = homeSets;
  if (!set) throw new Error('the home land dots were not baked');
  return expand(set);
}

/**
 * A count of the demo's control, loaded only by the demo: its four variants' counts at once, the other
 * counts (three times their weight) when a visitor or a link first asks for one.
 */
export async function demoLandDots(count: number): Promise<LandDots> {
  const { default: variantSets } = await import('virtual:land-dots/variants');
  const sets = variantSets.some((candidate) => candidate.count === count)
    ? variantSets
    : (await import('virtual:land-dots/demo')).default;
  const set = sets.find((candidate) => candidate.count === count);
  if (!set) throw new Error(`no baked land dots for ${count}`);
  return expand(set);
}
