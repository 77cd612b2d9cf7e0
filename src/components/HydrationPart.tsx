import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { announcePart, markPartHydrated, markShellHydrated } from '../browser/hydrationProgress';

/**
 * A part of the page that hydrates on its own. React leaves a Suspense boundary's prerendered markup in place
 * while it hydrates what is around it, then hydrates the boundary in a later pass and commit at idle
 * priority. Sibling parts share a pass; a part nested in another gets the pass after it, so only nesting
 * splits a page's commit. The fallback is never shown on a prerendered page, and the prerender writes
 * the content (the server-render test fails on a boundary that prerendered its fallback).
 */
export function HydrationPart({ children }: { children: ReactNode }) {
  const id = useId();
  // Announced by the pass that renders the boundary, content committed or not (browser/hydrationProgress.ts).
  useEffect(() => announcePart(id), [id]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated id={id} />
    </Suspense>
  );
}

function PartHydrated({ id }: { id: string }) {
  useEffect(() => markPartHydrated(id), [id]);
  return null;
}

/** Placed in the shell, outside every part: its effect runs when the shell's own pass has committed. */
export function ShellHydrated() {
  useEffect(markShellHydrated, []);
  return null;
}
