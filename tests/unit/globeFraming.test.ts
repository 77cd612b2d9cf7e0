/** Where the globe sits: the hero clear of its text at every width, and each kind of page composed. */
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes/routes';
import {
  framings,
  heroTextBottom,
  heroTextRight,
  homeRadiusFactor,
  placeFraming,
  type FramingId,
  type Placement,
} from '../../src/globe/framing';
import { haloScale } from '../../src/globe/look';

/** Share of a width x height screen the globe's disc (without its halo) covers, on a 2 px grid. */
function discShare({ cx, cy, radius }: Placement, width: number, height: number): number {
  let inside = 0;
  let all = 0;
  for (let y = 1; y < height; y += 2) {
    for (let x = 1; x < width; x += 2) {
      all += 1;
      if (Math.hypot(x - cx, y - cy) <= radius) inside += 1;
    }
  }
  return inside / all;
}

const landscape = [
  [1024, 768],
  [1024, 900],
  [1100, 700],
  [1280, 800],
  [1440, 900],
  [1920, 1080],
  [2560, 1080],
] as const;

const portrait = [
  [390, 844],
  [360, 780],
  [375, 667],
  [768, 1024],
] as const;

describe('the hero globe', () => {
  it('knows where the text column ends, as the style sheets lay it out', () => {
    expect(heroTextRight(1024)).toBeCloseTo(16 + 0.46 * 1024);
    expect(heroTextRight(1440)).toBe(144 + 640);
    expect(heroTextRight(1920)).toBe(384 + 640);
  });

  it.each(landscape)(
    "at %i x %i keeps the specification's radius, right of the text column, halo included",
    (width, height) => {
      const placement = placeFraming(framings.hero, width, height);
      expect(placement.radius).toBeCloseTo((homeRadiusFactor * Math.min(width, height)) / 2);
      expect(placement.cx - haloScale * placement.radius).toBeGreaterThan(heroTextRight(width));
      // Large: more than half of it on the screen, a tenth of the screen at the least (ultra-wide).
      expect(placement.cx - placement.radius).toBeLessThan(width - placement.radius);
      expect(discShare(placement, width, height)).toBeGreaterThan(0.1);
      expect(placement.opacity).toBe(1);
    },
  );

  it.each(portrait)(
    "at %i x %i is the first screen's picture: large, below the text, cropped by the fold",
    (width, height) => {
      const placement = placeFraming(framings.hero, width, height);
      // About as wide as the screen; its halo starts below the headline and lead.
      expect(2 * placement.radius).toBeGreaterThan(0.9 * width);
      expect(placement.cy - haloScale * placement.radius).toBeGreaterThanOrEqual(heroTextBottom - 1e-9);
      expect(placement.cy + placement.radius).toBeGreaterThan(height);
      expect(discShare(placement, width, height)).toBeGreaterThan(0.2);
    },
  );
});

const contentKinds: FramingId[] = ['services', 'company', 'gulf', 'legal', 'ambient'];

describe('content pages', () => {
  it('name their framing by kind of page in the route table', () => {
    const framingOf = (path: string) => routes.find((route) => route.path === path)?.globe;
    expect(framingOf('/services')).toBe('services');
    expect(framingOf('/services/it')).toBe('services');
    expect(framingOf('/services/real-estate')).toBe('gulf');
    expect(framingOf('/real-estate-services')).toBe('gulf');
    expect(framingOf('/about')).toBe('company');
    expect(framingOf('/contact')).toBe('company');
    expect(framingOf('/privacy-policy')).toBe('legal');
    expect(framingOf('/impressum')).toBe('legal');
    expect(framingOf('/blog')).toBe('ambient');
  });

  it.each(contentKinds)('%s: a still, quiet globe rising from the lower right, never the whole sphere', (id) => {
    const framing = framings[id];
    expect(framing.spinSpeed).toBe(0);
    for (const [width, height] of [...landscape, ...portrait]) {
      const placement = placeFraming(framing, width, height);
      expect(placement.cx).toBeGreaterThan(0.75 * width);
      expect(placement.cy).toBeGreaterThan(0.75 * height);
      expect(placement.opacity).toBeLessThanOrEqual(0.32);
      const share = discShare(placement, width, height);
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.5);
    }
  });

  it("differ by kind: each faces its region or sits apart, and the legal pages' globe is the quietest", () => {
    const signature = (id: FramingId) => JSON.stringify([placeFraming(framings[id], 1440, 900), framings[id].facing]);
    expect(new Set(contentKinds.map(signature)).size).toBe(contentKinds.length);
    const opacity = (id: FramingId) => placeFraming(framings[id], 1440, 900).opacity;
    for (const id of contentKinds.filter((kind) => kind !== 'legal'))
      expect(opacity('legal')).toBeLessThan(opacity(id));
  });
});
