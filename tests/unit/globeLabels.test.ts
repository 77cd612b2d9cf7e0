import { describe, expect, it } from 'vitest';
import { framings, placeFraming } from '../../src/globe/framing';
import { latLonToVec, project, rotate } from '../../src/globe/geo';
import {
  labelGap,
  layoutLabels,
  leaderOf,
  linkBox,
  type Box,
  type LabelInput,
  type LabelPlacement,
  type LabelSide,
} from '../../src/globe/labelLayout';
import { markerInputs, markerPosition } from '../../src/globe/markerLayer';
import { sitePlaces } from '../../src/content/places';
import {
  globeMarkers,
  markerPriority,
  type EntryMarkerId,
  type GlobeMarker,
  type MarkerId,
} from '../../src/globe/markers';

const marker = (id: MarkerId, x: number, y: number, side: 'left' | 'right', front = true): LabelInput => ({
  id,
  x,
  y,
  front,
  width: 90,
  height: 24,
  side,
});

describe('marker labels', () => {
  it('keep their preferred sides when apart', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('potsdam', 300, 100, 'left'), marker('turkey', 300, 300, 'left')], 1000, out);
    expect(out.get('potsdam')).toEqual({ visible: true, side: 'left', shown: true });
    expect(out.get('turkey')).toEqual({ visible: true, side: 'left', shown: true });
  });

  it('let the lower priority flip its side, or hide its label, rather than overlap', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('potsdam', 300, 100, 'left'), marker('turkey', 320, 110, 'left')], 1000, out);
    expect(out.get('turkey')).toEqual({ visible: true, side: 'right', shown: true });
    layoutLabels(
      [marker('potsdam', 300, 100, 'left'), marker('gulf', 400, 100, 'right'), marker('turkey', 320, 105, 'left')],
      1000,
      out,
    );
    expect(out.get('potsdam')?.shown).toBe(true);
    expect(out.get('gulf')?.shown).toBe(true);
    expect(out.get('turkey')?.shown).toBe(false);
  });

  it('flip a label that would run off the layer, and show none behind the globe', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('azerbaijan', 20, 100, 'left'), marker('gulf', 500, 100, 'right', false)], 1000, out);
    expect(out.get('azerbaijan')).toEqual({ visible: true, side: 'right', shown: true });
    expect(out.get('gulf')?.shown).toBe(false);
  });
});

describe('markers over the turning hero globe', () => {
  // The widest of en, de and tr as Chromium lays them out (dot, gap and label, CSS pixels; issue 31).
  const sizes: Record<MarkerId, { width: number; height: number }> = {
    potsdam: { width: 97, height: 27 },
    turkey: { width: 89, height: 27 },
    azerbaijan: { width: 139, height: 27 },
    gulf: { width: 145, height: 27 },
  };
  const sideOf = (id: MarkerId): LabelSide => globeMarkers.find((marker) => marker.id === id)?.labelSide ?? 'right';
  const apart = (a: Box, b: Box): boolean =>
    a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;

  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
    [390, 844],
  ] as const) {
    it(`never let two link boxes overlap at ${width} x ${height} px, hidden labels included, all the way round`, () => {
      const placement = placeFraming(framings.hero, width, height);
      const out = new Map<MarkerId, LabelPlacement>();
      const overlaps = new Set<string>();
      let mostShown = 0;
      for (let degree = 0; degree < 360; degree += 0.5) {
        for (const tilt of [-0.5, 0, 0.5]) {
          const rotation = {
            phi: framings.hero.facing.phi + (degree * Math.PI) / 180,
            theta: framings.hero.facing.theta + tilt,
          };
          const inputs = markerPriority.map((id): LabelInput => ({
            id,
            ...markerPosition(id, rotation, placement),
            ...sizes[id],
            side: sideOf(id),
          }));
          layoutLabels(inputs, width, out);
          const boxes = inputs.flatMap((input) => {
            const placed = out.get(input.id);
            const box = placed ? linkBox(input, placed) : null;
            return box ? [{ id: input.id, box }] : [];
          });
          mostShown = Math.max(mostShown, boxes.length);
          for (const [index, a] of boxes.entries()) {
            for (const b of boxes.slice(index + 1)) if (!apart(a.box, b.box)) overlaps.add(`${a.id} / ${b.id}`);
          }
        }
      }
      expect([...overlaps]).toEqual([]);
      expect(mostShown).toBe(globeMarkers.length);
    });
  }

  it('show Dubai and Doha, about 15 px apart on a 1280 px screen, as one marker that opens both', () => {
    const placement = placeFraming(framings.hero, 1280, 720);
    const [dubai, doha] = (['dubai', 'qatar'] as const).map((id) => {
      const place = sitePlaces.find((candidate) => candidate.id === id);
      if (!place) throw new Error(`no place ${id}`);
      return project(
        rotate(latLonToVec(place.lat, place.lon), framings.hero.facing, { x: 0, y: 0, z: 0 }),
        placement.cx,
        placement.cy,
        placement.radius,
      );
    });
    if (!dubai || !doha) throw new Error('both places project');
    expect(Math.hypot(dubai.x - doha.x, dubai.y - doha.y)).toBeLessThan(20);
    expect(globeMarkers.find((marker) => marker.id === 'gulf')?.places).toEqual(['dubai', 'qatar']);
  });
});

describe('news and openings near a company place', () => {
  const entry = (id: EntryMarkerId, lat: number, lon: number, site?: 'potsdam'): GlobeMarker => ({
    id,
    places: site ? [site] : [],
    lat,
    lon,
    route: 'blog',
    labelSide: 'right',
    beside: 'potsdam',
  });
  // The sample content's two: the solar park at Cottbus, a degree from Potsdam, and the opening at the head office.
  const entries = [entry('jobs/it-support', 52.4, 13.06, 'potsdam'), entry('news/solar-park', 51.76, 14.33)];
  const entrySize = { width: 150, height: 27 };
  const sizes: Partial<Record<MarkerId, { width: number; height: number }>> = {
    potsdam: { width: 97, height: 27 },
    turkey: { width: 89, height: 27 },
    azerbaijan: { width: 139, height: 27 },
    gulf: { width: 145, height: 27 },
  };
  /** The least distance between two boxes (0 when they touch or overlap). */
  const distance = (a: Box, b: Box): number =>
    Math.hypot(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));

  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
    [1024, 768],
  ] as const) {
    it(`each get a spot of their own, at least ${labelGap} px from every marker, with a line to their point, at ${width} x ${height} px`, () => {
      const placement = placeFraming(framings.hero, width, height);
      const inputs = markerInputs(entries);
      const out = new Map<MarkerId, LabelPlacement>();
      const crowded = new Set<string>();
      const misled = new Set<string>();
      let mostLed = 0;
      for (let degree = 0; degree < 360; degree += 1) {
        const rotation = {
          phi: framings.hero.facing.phi + (degree * Math.PI) / 180,
          theta: framings.hero.facing.theta,
        };
        for (const input of inputs)
          Object.assign(input, markerPosition(input.id, rotation, placement), sizes[input.id] ?? entrySize);
        layoutLabels(inputs, width, out);
        const boxes = inputs.flatMap((input) => {
          const placed = out.get(input.id);
          const box = placed ? linkBox(input, placed) : null;
          return box ? [{ id: input.id, box }] : [];
        });
        for (const [index, a] of boxes.entries())
          for (const b of boxes.slice(index + 1))
            if (distance(a.box, b.box) < labelGap) crowded.add(`${a.id} / ${b.id} at ${degree}°`);
        let led = 0;
        for (const input of inputs) {
          const placed = out.get(input.id);
          const leader = placed && leaderOf(input, placed);
          if (!leader) continue;
          led += 1;
          // The line drawn from the marker's dot ends on the entry's true point.
          const endX = leader.x + leader.length * Math.cos(leader.angle);
          const endY = leader.y + leader.length * Math.sin(leader.angle);
          if (Math.hypot(endX - input.x, endY - input.y) > 0.01) misled.add(`${input.id} at ${degree}°`);
        }
        mostLed = Math.max(mostLed, led);
      }
      expect([...crowded]).toEqual([]);
      expect([...misled]).toEqual([]);
      // Facing Europe both entries leave Potsdam's dot, each with its line.
      expect(mostLed).toBe(2);
    });
  }

  it('stand on their points with no line where nothing is near, and lay out the same way every time', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    const alone: LabelInput = { ...marker('news/far', 600, 500, 'right'), lean: 'up' };
    layoutLabels([marker('potsdam', 300, 100, 'left'), alone], 1000, out);
    expect(out.get('news/far')).toEqual({ visible: true, side: 'right', shown: true });
    const crowded = (): LabelPlacement[] => {
      const again = new Map<MarkerId, LabelPlacement>();
      const inputs: LabelInput[] = [
        marker('potsdam', 300, 300, 'left'),
        { ...marker('jobs/a', 300, 300, 'right'), lean: 'up' },
        { ...marker('news/b', 305, 304, 'right'), lean: 'up' },
      ];
      layoutLabels(inputs, 1000, again);
      return inputs.map((input) => ({ ...again.get(input.id) }) as LabelPlacement);
    };
    const first = crowded();
    // The opening at the head office stands straight above it; the article a degree away, beside it to the right.
    expect(first[1]?.moved?.x).toBeCloseTo(300);
    expect(first[1]?.moved?.y).toBeCloseTo(266);
    expect(first[2]?.moved?.x).toBeCloseTo(339);
    expect(first[2]?.moved?.y).toBeCloseTo(304);
    expect(crowded()).toEqual(first);
  });
});
