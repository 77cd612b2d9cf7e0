/**
 * Issue 45: the tour's card covered another place's label ("i and Qatar" showed at stop 2), and on a
 * phone the tour turned the stop's place under the caption and the chips. The card now takes the first
 * spot beside its marker that covers no label; on a phone the place is turned above the globe's centre.
 */
import { describe, expect, it } from 'vitest';
import { cardOffset, cardSpot } from '../../src/globe/cardPlacement';
import { placeFraming, framings, heroTextBottom } from '../../src/globe/framing';
import { latLonToVec, project, rotate } from '../../src/globe/geo';
import { sitePlaces } from '../../src/content/places';
import type { Box } from '../../src/globe/labelLayout';
import { tourStop, tourStops } from '../../src/globe/tour';

const meet = (a: Box, b: Box): boolean => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
const screen: Box = { left: 8, top: 8, right: 1432, bottom: 892 };

describe("a marker's card", () => {
  // Turkey's marker with its label, and the Gulf's label below and to the right, as at stop 2 at 1440 px.
  const turkey = { x: 1128, y: 467 };
  const turkeyLabel: Box = { left: 1050, top: 456, right: 1135, bottom: 478 };
  const gulfLabel: Box = { left: 1255, top: 514, right: 1355, bottom: 536 };
  const size = { width: 287, height: 148 };

  it('with nothing in the way: below its marker, centred', () => {
    const spot = cardSpot(turkey.x, turkey.y, size.width, size.height, [turkeyLabel], screen);
    expect(spot.left).toBeCloseTo(turkey.x - size.width / 2);
    expect(spot.top).toBe(turkey.y + cardOffset);
  });

  it("covers neither its own label nor another's", () => {
    const spot = cardSpot(turkey.x, turkey.y, size.width, size.height, [turkeyLabel, gulfLabel], screen);
    expect(meet(spot, gulfLabel)).toBe(false);
    expect(meet(spot, turkeyLabel)).toBe(false);
    expect(spot.top).toBeGreaterThan(turkey.y);
  });

  it('stays on screen, above its marker where the screen ends below', () => {
    const spot = cardSpot(700, 850, size.width, size.height, [], screen);
    expect(spot.bottom).toBeLessThanOrEqual(screen.bottom);
    expect(spot.bottom).toBeLessThanOrEqual(850 - cardOffset);
  });
});

describe('the tour on a phone', () => {
  it.each([
    [390, 844],
    [412, 915],
    [375, 812],
  ])('at %i x %i px shows each stop above the caption and the chips, with Potsdam in view', (width, height) => {
    const { cx, cy, radius } = placeFraming(framings.hero, width, height);
    // What covers the globe's foot: two rows of 44 px chips with their air, and a caption of up to three lines above them.
    const coveredFrom = height - (2 * 44 + 8 + 12) - (16 + 3 * 21 + 10);
    for (const [index] of tourStops.entries()) {
      const stop = tourStop(index);
      for (const place of [stop.place, 'potsdam'] as const) {
        const where = sitePlaces.find((item) => item.id === place);
        if (!where) throw new Error(place);
        const turned = rotate(latLonToVec(where.lat, where.lon), stop.listFacing, { x: 0, y: 0, z: 0 });
        const { x, y } = project(turned, cx, cy, radius);
        expect(turned.z, `${stop.place}: ${place} faces the viewer`).toBeGreaterThan(0.1);
        expect(x).toBeGreaterThan(8);
        expect(x).toBeLessThan(width - 8);
        expect(y, `${stop.place}: ${place} under the hero's text`).toBeGreaterThan(
          Math.max(heroTextBottom, cy - radius) + 8,
        );
        if (place === stop.place) expect(y, `${stop.place} above the caption`).toBeLessThan(coveredFrom - 8);
      }
    }
  });
});
