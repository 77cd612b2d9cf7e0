import { describe, expect, it } from 'vitest';
import { chipRows, evenColumns, evenGrid } from '../../src/components/evenGrid';

describe('even grids', () => {
  it('keep every row full: the largest column count under the limit that divides the count', () => {
    expect(evenColumns(12, 6)).toBe(6);
    expect(evenColumns(12, 5)).toBe(4);
    expect(evenColumns(15, 3)).toBe(3);
    expect(evenColumns(4, 3)).toBe(2);
    expect(evenColumns(6, 4)).toBe(3);
    expect(evenColumns(6, 2)).toBe(2);
  });

  it('keep the limit when every item fits in one row, so short lists keep the same card width', () => {
    expect(evenColumns(1, 3)).toBe(3);
    expect(evenColumns(2, 3)).toBe(3);
    expect(evenColumns(3, 3)).toBe(3);
  });

  it('fall back to one column for a prime count above the limit', () => {
    expect(evenColumns(7, 3)).toBe(1);
    expect(evenColumns(5, 4)).toBe(1);
  });

  it('never leave a ragged row for any count and limit', () => {
    for (let count = 1; count <= 30; count += 1) {
      for (const limit of [1, 2, 3, 4, 5, 6] as const) {
        const columns = evenColumns(count, limit);
        expect(columns).toBeLessThanOrEqual(limit);
        expect(count <= columns || count % columns === 0).toBe(true);
      }
    }
  });

  it('reach CSS as data attributes per screen width', () => {
    expect(evenGrid(12, { narrow: 2, medium: 4, wide: 6 })).toEqual({
      'data-cols-narrow': 2,
      'data-cols-medium': 4,
      'data-cols-wide': 6,
    });
    expect(evenGrid(3, { narrow: 1, medium: 2, wide: 3 })).toEqual({
      'data-cols-narrow': 1,
      'data-cols-medium': 1,
      'data-cols-wide': 3,
    });
    expect(chipRows({ narrow: 2, medium: 4, wide: 4 })).toEqual({
      'data-cols-narrow': 2,
      'data-cols-medium': 4,
      'data-cols-wide': 4,
    });
  });
});
