/**
 * Which picture of the globe the visitor has in front of them, read from the stage's markup (its
 * `data-renderer`, and the build's still while it stands): the field measurements name it, so a slow page can
 * be told apart by what drew its globe. Read from the document, so asking never starts the engine.
 */
export type GlobeShown = 'webgl' | '2d' | 'still' | 'none';

export function globeShown(): GlobeShown {
  const stage = document.querySelector<HTMLElement>('[data-testid="globe-stage"]');
  const renderer = stage?.dataset.renderer;
  if (renderer === 'webgl') return 'webgl';
  if (renderer === 'flat') return '2d';
  return stage?.querySelector('.globe-still') ? 'still' : 'none';
}
