/**
 * A company fact the specification does not give is written `placeholder('Musterstraße 1')` in
 * company.ts. The site shows the value as it is (company.ts exports the facts with every placeholder
 * replaced by its value), and `npm run check:launch` finds each one by its path. Filling a fact in
 * means replacing the call with the plain value: nothing else needs to change.
 */
export class Placeholder {
  constructor(readonly value: string) {}
}

export function placeholder(value: string): Placeholder {
  return new Placeholder(value);
}

/** The facts as the site reads them: every placeholder is its value, everything read-only. */
export type Filled<T> = T extends Placeholder
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Filled<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: Filled<T[K]> }
      : T;

function unwrap(value: unknown): unknown {
  if (value instanceof Placeholder) return value.value;
  if (Array.isArray(value)) return value.map(unwrap);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, unwrap(child)]));
  }
  return value;
}

export function filled<T>(facts: T): Filled<T> {
  return unwrap(facts) as Filled<T>;
}
