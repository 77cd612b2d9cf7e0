/**
 * The guided tour in the demo (tour.ts): on the presented variant, which turns to each place in turn with
 * its arc drawn out and its card over the tile. Started by its button (`wanted`; any input ends it and
 * `onEnd` says so), or, in a kiosk with `tour=1`, as the kiosk's show: moved on by the kiosk's clock,
 * round and round, held while a visitor explores.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { DemoStage } from '../../globe/demo';
import { tourStop, tourStopMs, useTourSequence, type TourStop } from '../../globe/stage';

export interface DemoTour {
  stop: TourStop | null;
  /** The kiosk's show moves on to the next stop. */
  advance: () => void;
}

export function useDemoTour(stage: DemoStage, exploring: boolean, wanted: boolean, onEnd: () => void): DemoTour {
  const kioskTour = stage.kind === 'kiosk' && stage.tour;
  // In a kiosk the kiosk's clock moves the tour on (useKiosk.ts), and input means exploring, not the end.
  const { index, start, stop, next } = useTourSequence(kioskTour ? null : tourStopMs, kioskTour, !kioskTour);
  const running = useRef(false);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });

  useEffect(() => {
    const play = kioskTour ? !exploring : wanted;
    if (play) start();
    else stop();
  }, [kioskTour, exploring, wanted, start, stop]);

  // A tour the button started and input (or its last stop) ended: the button shows it.
  useEffect(() => {
    if (index !== null) running.current = true;
    else if (running.current) {
      running.current = false;
      if (!kioskTour) ended.current();
    }
  }, [index, kioskTour]);

  // One object per stop: the page hands it to the globe, which starts the stop's turn, sway and arc afresh
  // whenever it changes; a new object every render restarted them on every render (and rendered again).
  const shown = useMemo(() => (index === null ? null : tourStop(index)), [index]);
  return { stop: shown, advance: next };
}
