import { describe, expect, it } from 'vitest';
import { framings, placeFraming } from '../../src/globe/framing';
import { latLonToVec, project, rotate } from '../../src/globe/geo';
import {
  layoutLabels,
  linkBox,
  type Box,
  type LabelInput,
  type LabelPlacement,
  type LabelSide,
} from '../../src/globe/labelLayout';
import { besidePlaces, markerPosition } from '../../src/globe/markerLayer';
import { sitePlaces } from '../../src/content/places';
import { globeMarkers, markerPriority, type GlobeMarker, type MarkerId } from '../../src/globe/markers';

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

describe('news and openings beside a company place', () => {
  const entry = (id: `news/${string}`, beside: MarkerId): GlobeMarker => ({
    id,
    places: [],
    lat: 0,
    lon: 0,
    route: 'blog',
    labelSide: 'right',
    beside,
  });
  it('stand one after the other away from the other places: above Potsdam, below Turkey', () => {
    const beside = besidePlaces([entry('news/a', 'potsdam'), entry('news/b', 'turkey'), entry('news/c', 'potsdam')]);
    expect(Object.fromEntries(beside)).toEqual({
      'news/a': { of: 'potsdam', step: -1 },
      'news/b': { of: 'turkey', step: 1 },
      'news/c': { of: 'potsdam', step: -2 },
    });
  });
});
