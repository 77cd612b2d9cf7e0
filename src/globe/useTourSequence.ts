/**
 * The guided tour's clock (tour.ts), shared by the hero and the demo: which stop is shown, moving on
 * every `stepMs` (null: only when the caller says `next`, a kiosk's own clock), and (with `stopOnInput`) ending at once on any input but the clicks on the tour's own
 * toggle. `endedBy` is the element the ending input was aimed at, so the caller can keep a card it hit.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { nextTourStop, tourStoppingEvents } from './tour';

/** The tour's own button starts and stops it by its click: the events that click it are not "other input". */
const tourToggleSelector = '[data-tour-toggle]';

export interface TourSequence {
  index: number | null;
  toggle: () => void;
  start: () => void;
  stop: () => void;
  /** The next stop now (a kiosk's own clock); from the last, round again when the tour loops. */
  next: () => void;
  endedBy: RefObject<Element | null>;
}

export function useTourSequence(stepMs: number | null, loop: boolean, stopOnInput: boolean): TourSequence {
  const [index, setIndex] = useState<number | null>(null);
  const endedBy = useRef<Element | null>(null);

  useEffect(() => {
    if (index === null || stepMs === null) return;
    const timer = window.setTimeout(() => setIndex(nextTourStop(index, loop)), stepMs);
    return () => window.clearTimeout(timer);
  }, [index, stepMs, loop]);

  const running = index !== null;
  useEffect(() => {
    if (!running || !stopOnInput) return;
    const end = (event: Event): void => {
      const target = event.target instanceof Element ? event.target : null;
      // The toggle's own click (by pointer, Enter or Space) stops the tour; any other key on it is input.
      const activatesToggle =
        event.type === 'pointerdown' ||
        (event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' '));
      if (activatesToggle && target?.closest(tourToggleSelector)) return;
      endedBy.current = target;
      setIndex(null);
    };
    for (const name of tourStoppingEvents) window.addEventListener(name, end, { capture: true, passive: true });
    return () => {
      for (const name of tourStoppingEvents) window.removeEventListener(name, end, { capture: true });
    };
  }, [running, stopOnInput]);

  const start = useCallback(() => {
    endedBy.current = null;
    setIndex(0);
  }, []);
  const stop = useCallback(() => setIndex(null), []);
  const next = useCallback(
    () => setIndex((current) => (current === null ? null : nextTourStop(current, loop))),
    [loop],
  );
  const toggle = useCallback(() => {
    endedBy.current = null;
    setIndex((current) => (current === null ? 0 : null));
  }, []);
  return { index, toggle, start, stop, next, endedBy };
}
