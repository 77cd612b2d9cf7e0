/**
 * The guided tour in the demo (tour.ts): on the presented variant, which turns to each place in turn with
 * its arc drawn out and its card over the tile. Started by its button (any input ends it), or, in a kiosk
 * with `tour=1`, as the kiosk's show: a stop every `every` seconds, round and round, held while a visitor
 * explores.
 */
import { useEffect } from 'react';
import type { DemoStage } from '../../globe/demo';
import { tourStop, tourStopMs, type TourStop } from '../../globe/demo';
import { useTourSequence } from '../../globe/demo';

export interface DemoTour {
  stop: TourStop | null;
  toggle: () => void;
  /** The kiosk's show moves on to the next stop. */
  advance: () => void;
}

export function useDemoTour(stage: DemoStage, ready: boolean, exploring: boolean): DemoTour {
  const kioskTour = ready && stage.kind === 'kiosk' && stage.tour;
  // In a kiosk the kiosk's clock moves the tour on (useKiosk.ts), and input means exploring, not the end.
  const sequence = useTourSequence(kioskTour ? Number.POSITIVE_INFINITY : tourStopMs, kioskTour, !kioskTour);
  const { start, stop } = sequence;

  useEffect(() => {
    if (!kioskTour) return;
    if (exploring) stop();
    else start();
  }, [kioskTour, exploring, start, stop]);

  const index = sequence.index;
  return {
    stop: index === null ? null : tourStop(index),
    toggle: sequence.toggle,
    advance: sequence.next,
  };
}
