/** A range control's bounds and step, as the globe demo's sliders take them. */
export interface SteppedRange {
  min: number;
  max: number;
  step: number;
}

/**
 * Every value a range input can take, as the browser reports it: "0.0003", not 0.00030000000000000003
 * (rounded to the step's decimals).
 */
export function rangeSteps(range: Readonly<SteppedRange>): number[] {
  const decimals = String(range.step).split('.')[1]?.length ?? 0;
  const values: number[] = [];
  for (let at = 0; range.min + at * range.step <= range.max + range.step / 2; at++)
    values.push(Number((range.min + at * range.step).toFixed(decimals)));
  return values;
}
