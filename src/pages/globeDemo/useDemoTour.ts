/**
 * The guided tour in the demo (tour.ts): on the presented variant, which turns to each place in turn with
 * its arc drawn out and its card over the tile. Started by its button (`wanted`; any input ends it and
 * `onEnd` says so), or, in a kiosk with `tour=1`, as the kiosk's show: moved on by the kiosk's clock,
 * round and round, held while a visitor explores. A kiosk's round ends at `entry`, the newest news article
 * or opening with a place, when one is published, so a stand shows what is new where it happens.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlacedEntry } from '../../content/collections/placedEntries';
import type { DemoStage } from '../../globe/demo';
import { entryStopView, tourStop, tourStopMs, tourStops, useTourSequence } from '../../globe/stage';
import type { DemoTourStop } from './demoTourStop';

export interface DemoTour {
  stop: DemoTourStop | null;
  /** The kiosk's show moves on to the next stop. */
  advance: () => void;
}

export function useDemoTour(
  stage: DemoStage,
  exploring: boolean,
  wanted: boolean,
  onEnd: () => void,
  entry: PlacedEntry | null,
): DemoTour {
  const kioskTour = stage.kind === 'kiosk' && stage.tour;
  // In a kiosk the kiosk's clock moves the tour on (useKiosk.ts), and input means exploring, not the end.
  const { index, start, stop, next } = useTourSequence(kioskTour ? null : tourStopMs, kioskTour, !kioskTour);
  const running = useRef(false);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  });
  // The entry's stop comes after the places' last; the sequence (shared with home's tour) stays at that one
  // meanwhile, and its next stop is the first place again.
  const last = kioskTour ? entry : null;
  const [atEntry, setAtEntry] = useState(false);
  if (atEntry && index === null) setAtEntry(false);
  const advance = useCallback(() => {
    if (last && !atEntry && index === tourStops.length - 1) setAtEntry(true);
    else {
      setAtEntry(false);
      next();
    }
  }, [last, atEntry, index, next]);

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
  const shown = useMemo((): DemoTourStop | null => {
    if (index === null) return null;
    const count = tourStops.length + (last ? 1 : 0);
    if (atEntry && last) return { kind: 'entry', index: index + 1, count, entry: last, ...entryStopView(last) };
    const place = tourStop(index);
    return { kind: 'place', index, count, place, facing: place.facing, arc: place.arc };
  }, [index, atEntry, last]);
  return { stop: shown, advance };
}
