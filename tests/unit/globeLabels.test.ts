import { describe, expect, it } from 'vitest';
import { layoutLabels, type LabelInput, type LabelPlacement } from '../../src/globe/labelLayout';
import type { MarkerId } from '../../src/globe/markers';

const marker = (id: MarkerId, x: number, y: number, side: 'left' | 'right', front = true): LabelInput => ({ id, x, y, front, width: 90, height: 24, side });

describe('marker labels', () => {
  it('keep their preferred sides when apart', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('potsdam', 300, 100, 'left'), marker('turkey', 300, 300, 'left')], 1000, out);
    expect(out.get('potsdam')).toEqual({ side: 'left', shown: true });
    expect(out.get('turkey')).toEqual({ side: 'left', shown: true });
  });

  it('let the lower priority flip its side, or hide its label, rather than overlap', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('potsdam', 300, 100, 'left'), marker('turkey', 320, 110, 'left')], 1000, out);
    expect(out.get('turkey')).toEqual({ side: 'right', shown: true });
    layoutLabels([marker('potsdam', 300, 100, 'left'), marker('dubai', 400, 100, 'right'), marker('turkey', 320, 105, 'left')], 1000, out);
    expect(out.get('potsdam')?.shown).toBe(true);
    expect(out.get('dubai')?.shown).toBe(true);
    expect(out.get('turkey')?.shown).toBe(false);
  });

  it('flip a label that would run off the layer, and show none behind the globe', () => {
    const out = new Map<MarkerId, LabelPlacement>();
    layoutLabels([marker('qatar', 20, 100, 'left'), marker('dubai', 500, 100, 'right', false)], 1000, out);
    expect(out.get('qatar')).toEqual({ side: 'right', shown: true });
    expect(out.get('dubai')?.shown).toBe(false);
  });
});
