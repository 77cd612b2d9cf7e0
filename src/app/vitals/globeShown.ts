/**
 * Which picture of the globe the visitor has in front of them, read from the stage's markup (its
 * `data-renderer`, and the build's still while it stands), so asking never starts the globe's engine and the
 * measuring chunk carries the check (through the globe's front door it would sit in every page's start-up).
 */
import type { GlobeRendererShown } from '../../fieldVitals/beacon';

export function globeShown(): GlobeRendererShown {
  const stage = document.querySelector<HTMLElement>('[data-testid="globe-stage"]');
  const renderer = stage?.dataset.renderer;
  if (renderer === 'webgl') return 'webgl';
  if (renderer === 'flat') return '2d';
  return stage?.querySelector('.globe-still') ? 'still' : 'none';
}
