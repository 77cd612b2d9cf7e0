/**
 * Even grids: every row of a grid holds the same number of items, so no row is left ragged (a lone card
 * under three). Each grid names the most columns it may use per screen width; the column count used is
 * the largest that divides its item count, or the whole limit when every item fits in one row.
 * The count reaches CSS as data attributes (styles/grids.css): the Content-Security-Policy bars inline
 * styles, and the set of counts is small.
 */

/** Column counts the grid styles know (styles/grids.css has a rule for each). */
export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;

/** The most columns a grid may use: on phones (< 40rem), on tablets (< 64rem) and on wider screens. */
export interface ColumnLimits {
  narrow: ColumnCount;
  medium: ColumnCount;
  wide: ColumnCount;
}

/**
 * The column count for `count` items under `limit`: all in one row if they fit (the row keeps the limit's
 * track width, so a short list's cards are as wide as a long list's); otherwise the largest divisor of
 * `count` not above the limit, so every row is full. A prime count above the limit gets one column.
 */
export function evenColumns(count: number, limit: ColumnCount): ColumnCount {
  if (count <= limit) return limit;
  for (let columns: number = limit; columns > 1; columns -= 1) {
    if (count % columns === 0) return columns as ColumnCount;
  }
  return 1;
}

export interface EvenGridAttributes {
  'data-cols-narrow': ColumnCount;
  'data-cols-medium': ColumnCount;
  'data-cols-wide': ColumnCount;
}

/** Spread on a grid of `count` items that has the class `even-grid`. */
export function evenGrid(count: number, limits: ColumnLimits): EvenGridAttributes {
  return {
    'data-cols-narrow': evenColumns(count, limits.narrow),
    'data-cols-medium': evenColumns(count, limits.medium),
    'data-cols-wide': evenColumns(count, limits.wide),
  };
}

/**
 * Spread on a row of equal chips that has the class `chip-rows`: `limits` chips to a row, and a shorter
 * last row centred under the full ones (tabs and filters read as one control, not as a table).
 */
export function chipRows(limits: ColumnLimits): EvenGridAttributes {
  return { 'data-cols-narrow': limits.narrow, 'data-cols-medium': limits.medium, 'data-cols-wide': limits.wide };
}
