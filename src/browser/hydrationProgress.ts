/**
 * When hydration has ended. React hydrates the shell first, then each prerendered part
 * (components/HydrationPart.tsx) in a later pass at idle priority (one per level of nesting), so no single
 * effect can tell. Each part announces itself from the pass that renders its boundary and again from its
 * own first commit; `<html data-hydrated>` is set once the shell has committed and every announced part
 * has. A nested part is announced in its parent's pass, before the parent's own commit counts. Tests and
 * the bench wait for the attribute.
 */
const announced = new Set<string>();
const committed = new Set<string>();
let shellCommitted = false;
let done = false;

function markWhenDone(): void {
  if (done || !shellCommitted || [...announced].some((part) => !committed.has(part))) return;
  done = true;
  document.documentElement.dataset.hydrated = 'true';
}

/** Whether the whole page has hydrated: a component rendered before that may be hydrating prerendered markup. */
export function hydrationDone(): boolean {
  return done;
}

/** The shell's own pass has committed (its effect runs after every part's announcement in that pass). */
export function markShellHydrated(): void {
  shellCommitted = true;
  markWhenDone();
}

/** A part's boundary was rendered: its content will commit in this pass or a later one. */
export function announcePart(id: string): void {
  if (!done) announced.add(id);
}

/** A part's content has committed. */
export function markPartHydrated(id: string): void {
  committed.add(id);
  markWhenDone();
}
