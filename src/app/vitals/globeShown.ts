/**
 * Which picture of the globe the visitor has in front of them, read from the stage's markup (its
 * `data-renderer`, and the build's still while it stands), so asking never starts the globe's engine and the
 * measuring chunk carries the check (through the globe's front door it would sit in every page's start-up);
 * and, for a live globe, the quality step its renderer is at (`data-quality`, which the globe writes there).
 */
import type { GlobeQualityShown, GlobeRendererShown } from '../../fieldVitals/beacon';
import type { GlobeQuality } from '../../globe';

export interface GlobeShown {
  renderer: GlobeRendererShown;
  quality: GlobeQualityShown;
}

/** The globe's steps, each one of the beacon's: a step the globe adds fails the compiler here until the beacon has it. */
const liveSteps: Record<GlobeQuality, GlobeQualityShown> = { full: 'full', lean: 'lean' };
const stepOf = (value: string | undefined): GlobeQualityShown =>
  Object.entries(liveSteps).find(([step]) => step === value)?.[1] ?? 'full';

export function globeShown(): GlobeShown {
  const stage = document.querySelector<HTMLElement>('[data-testid="globe-stage"]');
  const renderer = stage?.dataset.renderer;
  // A live globe starts at full quality: so it is until its renderer has stepped down.
  if (renderer === 'webgl') return { renderer: 'webgl', quality: stepOf(stage?.dataset.quality) };
  if (renderer === 'flat') return { renderer: '2d', quality: stepOf(stage?.dataset.quality) };
  return { renderer: stage?.querySelector('.globe-still') ? 'still' : 'none', quality: 'none' };
}
