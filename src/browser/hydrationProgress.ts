/**
 * When hydration has ended (`<html data-hydrated>`, which tests and the bench wait for). React hydrates the
 * shell, then each prerendered part (components/HydrationPart.tsx) in a later pass, so no one effect can tell:
 * a part announces itself from the pass that renders its boundary (a nested one in its parent's, before the
 * parent's commit counts) and again from its first commit; the end is the shell's and every part's commit.
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
export const hydrationDone = (): boolean => done;

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
