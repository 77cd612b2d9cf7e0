/**
 * The company's places as the globe takes them: its one door to content/places.ts (a dependency rule holds
 * the rest of the globe to it). The places, the head office first, are where the story's arcs end and its
 * pulses beat (story.ts), what the markers and the tour stand for (markers.ts, tour.ts); their countries are
 * the markets, lit in the accent colour on every globe that tells the story. Which dots lie in which country
 * is baked with the dots (src/build/marketDots.ts); a country too small for a dot at a count shows a soft glow
 * at its place instead.
 */
import { placeTimeZones, sitePlaces, type PlaceId } from '../content/places';

export { placeTimeZones, sitePlaces, type PlaceId };

export interface MarketDots {
  /** Per dot: 0, or 1 + the index of the place (in sitePlaces) whose country it lies in. */
  byDot: Uint8Array;
  /** The dots that lie in a market, in ascending order: the 2D globe stamps these alone in the accent colour. */
  lit: Uint32Array;
  /** The places whose country has no dot at this count (indices into sitePlaces): drawn as a glow. */
  glowing: readonly number[];
}

/** Expands the baked positions per market into a byte per dot, once per count. */
export function expandMarkets(perMarket: readonly (readonly number[])[], count: number): MarketDots {
  const byDot = new Uint8Array(count);
  const glowing: number[] = [];
  sitePlaces.forEach((_, place) => {
    const positions = perMarket[place] ?? [];
    if (positions.length === 0) glowing.push(place);
    for (const position of positions) byDot[position] = place + 1;
  });
  const lit: number[] = [];
  byDot.forEach((market, dot) => {
    if (market > 0) lit.push(dot);
  });
  return { byDot, lit: Uint32Array.from(lit), glowing };
}

/** No dot lit, no glow: a globe before its dots have loaded. */
export const noMarkets: MarketDots = { byDot: new Uint8Array(0), lit: new Uint32Array(0), glowing: [] };
