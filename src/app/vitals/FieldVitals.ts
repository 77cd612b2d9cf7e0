/**
 * Field measurements, only with the visitor's consent: accepted, the measuring chunk loads (never before,
 * so no page's start-up carries it) and starts; withdrawn, it stops and drops what it gathered. A share of
 * visits (VITE_VITALS_SAMPLE_RATE, a number from 0 to 1, at build time; every visit by default) is measured.
 * Small on purpose: this part is in every page's start-up budget, the rest in the measuring chunk.
 */
import { useEffect } from 'react';
import { useConsent } from '../../state/consent';

/** Drawn once per page load, so a visit is measured whole or not at all. */
const sampled = Math.random() < Number(import.meta.env.VITE_VITALS_SAMPLE_RATE ?? 1);
let loaded: Promise<typeof import('./measure')> | undefined;

/**
 * In the layout, rendering nothing: a consent change re-renders this alone (not memoised: a navigation's
 * render of it costs one hook, less than memo's bytes in the start-up).
 */
export function FieldVitals(): null {
  const { choice } = useConsent();
  useEffect(() => {
    // A declined visit never fetches the chunk; one that withdraws stops what was loaded.
    if (choice === 'accepted' && sampled) loaded ??= import('./measure');
    void loaded?.then(({ follow }) => follow(choice === 'accepted'));
  }, [choice]);
  return null;
}
