/**
 * Field measurements, only with the visitor's consent: accepted, the measuring chunk loads (never before,
 * so no page's start-up carries it) and starts; withdrawn, it stops and drops what it gathered. A share of
 * visits (VITE_VITALS_SAMPLE_RATE, 0 to 1, at build time; every visit by default) is measured at all.
 */
import { memo, useEffect } from 'react';
import { useConsent } from '../../state/consent';

const sampleRate = Number(import.meta.env.VITE_VITALS_SAMPLE_RATE ?? '1');
/** Drawn once per page load, so a visit is measured whole or not at all. */
const sampled = Math.random() < (Number.isFinite(sampleRate) ? sampleRate : 1);

let loaded: Promise<typeof import('./measure')> | undefined;

export function useFieldVitals(): void {
  const { choice } = useConsent();
  const measure = choice === 'accepted' && sampled;
  useEffect(() => {
    if (measure) {
      loaded ??= import('./measure');
      void loaded.then(({ startFieldVitals }) => startFieldVitals());
    } else if (choice === 'declined') {
      // Only what was loaded stops: a declined visit never fetches the chunk.
      void loaded?.then(({ stopFieldVitals }) => stopFieldVitals());
    }
  }, [measure, choice]);
}

/** In the layout, rendering nothing: a consent change re-renders this alone. */
export const FieldVitals = memo(function FieldVitals() {
  useFieldVitals();
  return null;
});
