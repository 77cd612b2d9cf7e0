/**
 * When hydration has ended: React hydrates the shell first, then each prerendered part (components/HydrationPart.tsx)
 * in later passes at idle priority (one per level of nesting), so no single effect of the shell can tell. The parts
 * are counted in the prerendered markup (a Suspense boundary's `<!--$-->`), and `<html data-hydrated>` is
 * set once the shell and that many parts have committed. Tests and the bench wait for it.
 */
let expectedParts = Number.POSITIVE_INFINITY;
let shellHydrated = false;
const hydratedParts = new Set<string>();

let done = false;

function markWhenDone(): void {
  if (done || !shellHydrated || hydratedParts.size < expectedParts) return;
  done = true;
  document.documentElement.dataset.hydrated = 'true';
}

/** Whether the whole page has hydrated: a component rendered before that may be hydrating prerendered markup. */
export function hydrationDone(): boolean {
  return done;
}

/** Counts the parts the prerender wrote into the root, before hydration starts. */
export function countPrerenderedParts(root: HTMLElement): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$') count += 1;
  expectedParts = count;
}

export function markShellHydrated(): void {
  shellHydrated = true;
  markWhenDone();
}

/** A part's first commit; `id` (React's useId) keeps a part from counting twice. */
export function markPartHydrated(id: string): void {
  hydratedParts.add(id);
  markWhenDone();
}
