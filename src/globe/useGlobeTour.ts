/**
 * Runs the hero's guided tour (tour.ts, useTourSequence.ts): each stop's card opens and the globe turns to
 * face its place while its arc is drawn out. `show` opens the stop's card and holds the globe, or (null)
 * lets go: `keepCard` when the input that ended the tour was inside the card (a click on its link).
 */
import { useEffect, useRef } from 'react';
import { globeRuntime } from './runtime';
import { tourStop, tourStopMs, type TourStop } from './tour';
import { useTourSequence } from './useTourSequence';

export type ShowTourStop = (stop: TourStop | null, keepCard: boolean) => void;

export interface GlobeTour {
  stop: TourStop | null;
  toggle: () => void;
}

export function useGlobeTour(show: ShowTourStop): GlobeTour {
  const { index, toggle, endedBy } = useTourSequence(tourStopMs, false, true);
  const showing = useRef(false);

  useEffect(() => {
    if (index === null) {
      if (!showing.current) return;
      showing.current = false;
      globeRuntime().focusArc(-1);
      show(null, endedBy.current?.closest('.globe-card') != null);
      return;
    }
    const stop = tourStop(index);
    showing.current = true;
    show(stop, false);
    globeRuntime().focusArc(stop.arc);
  }, [index, show, endedBy]);

  useEffect(
    () => () => {
      if (showing.current) globeRuntime().focusArc(-1);
    },
    [],
  );

  return { stop: index === null ? null : tourStop(index), toggle };
}
