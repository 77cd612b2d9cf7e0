/**
 * Whether a modal layer (the phone menu, a dialog) covers the page. Components say so; the globe stands still
 * under it, so the layer's frames do not wait behind frames nobody sees. Components and the globe both use it.
 */
import { useEffect } from 'react';

let open = 0;
const listeners = new Set<(covered: boolean) => void>();

function change(by: number): void {
  open += by;
  listeners.forEach((listener) => listener(open > 0));
}

/** Calls `listener` with whether the page is covered, now and on every change; returns the unsubscribe. */
export function watchModalLayers(listener: (covered: boolean) => void): () => void {
  listeners.add(listener);
  listener(open > 0);
  return () => void listeners.delete(listener);
}

/** A component's modal layer covers the page while `covering`. */
export function useModalLayer(covering: boolean): void {
  useEffect(() => {
    if (!covering) return;
    change(1);
    return () => change(-1);
  }, [covering]);
}
