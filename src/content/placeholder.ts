/**
 * A company fact the specification does not give is written `placeholder('Musterstraße 1')` in
 * company.ts. The site shows the value as it is (company.ts exports the facts with every placeholder
 * replaced by its value), and `npm run check:launch` finds each one by its path. Filling a fact in
 * means replacing the call with the plain value: nothing else needs to change.
 *
 * A fact the site must not show until the company has given it (a trade permit, partner law firms) is
 * written `notSet<Permit>('what to fill in')`: the site reads it as null and leaves out what depends on
 * it, and `npm run check:launch` lists it until the call is replaced by the value.
 */
export class Placeholder<V extends string | boolean = string> {
  constructor(readonly value: V) {}
}

/**
 * A text, or a yes/no the site assumes until the company confirms it (`placeholder(true)`: that a law applies).
 * Overloads rather than a type parameter, so a text stays `string` and not the literal it was given.
 */
export function placeholder(value: string): Placeholder;
export function placeholder(value: boolean): Placeholder<boolean>;
export function placeholder(value: string | boolean): Placeholder<string | boolean> {
  return new Placeholder(value);
}

export class NotSet<T> {
  /** Only carries the type of the value to come; never set. */
  declare readonly valueType?: T;
  constructor(readonly what: string) {}
}

export function notSet<T>(what: string): NotSet<T> {
  return new NotSet<T>(what);
}

/** The facts as the site reads them: every placeholder is its value, every fact not set is null, everything read-only. */
export type Filled<T> =
  T extends Placeholder<infer V>
    ? V
    : T extends NotSet<infer V>
      ? Filled<V> | null
      : T extends readonly unknown[]
        ? { readonly [K in keyof T]: Filled<T[K]> }
        : T extends object
          ? { readonly [K in keyof T]: Filled<T[K]> }
          : T;

function unwrap(value: unknown): unknown {
  if (value instanceof Placeholder) return value.value;
  if (value instanceof NotSet) return null;
  if (Array.isArray(value)) return value.map(unwrap);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, unwrap(child)]));
  }
  return value;
}

export function filled<T>(facts: T): Filled<T> {
  return unwrap(facts) as Filled<T>;
}
