/**
 * Which marker card is open, and how the globe holds for it. A pointer over a marker (or its card), or
 * focus on one, stops the globe exactly where it is; focus on a marker behind the globe turns it into
 * view instead. On touch the first tap on a marker opens its card rather than following the link; the
 * card's link navigates, a tap elsewhere closes it. Leaving by pointer closes after a short grace, so
 * the pointer can cross the gap from the marker into its card.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { rotationFacing, type Rotation } from './geo';
import type { PlaceId } from './markets';
import type { GlobeMarker, MarkerId } from './markers';
import type { TourStop } from './tour';
import type { ShowTourStop } from './useGlobeTour';
import { globeRuntime } from './runtime';

const leaveGraceMs = 300;

export interface MarkerCardHandlers {
  item: {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
    onFocus: (event: FocusEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  link: {
    onPointerDown: (event: PointerEvent<HTMLAnchorElement>) => void;
    onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  };
}

export interface MarkerCards {
  open: MarkerId | null;
  /** A tour stop's place: its marker's card names it alone (the Gulf's card names Dubai or Doha). */
  tourPlace: PlaceId | null;
  handlersFor: (marker: GlobeMarker) => MarkerCardHandlers;
  showTourStop: ShowTourStop;
}

export function useMarkerCard(listLayout: () => boolean): MarkerCards {
  const [open, setOpen] = useState<MarkerId | null>(null);
  const [tourPlace, setTourPlace] = useState<PlaceId | null>(null);
  const state = useRef({
    open: null as MarkerId | null,
    hovered: null as MarkerId | null,
    focused: null as MarkerId | null,
    turnTo: null as Rotation | null,
    tour: null as TourStop | null,
  });
  const tap = useRef<{ id: MarkerId; wasOpen: boolean } | null>(null);
  const closeTimer = useRef(0);

  const apply = useCallback((): void => {
    const current = state.current;
    setOpen(current.open);
    setTourPlace(current.tour?.place ?? null);
    const runtime = globeRuntime();
    // On phones the chips and the caption cover the globe's centre: the place is shown above it.
    if (current.tour)
      runtime.holdMotion({ kind: 'turn', rotation: listLayout() ? current.tour.listFacing : current.tour.facing });
    else if (current.focused && current.turnTo) runtime.holdMotion({ kind: 'turn', rotation: current.turnTo });
    else if (current.hovered || current.focused || current.open) runtime.holdMotion({ kind: 'here' });
    else runtime.holdMotion(null);
  }, [listLayout]);

  const close = useCallback((): void => {
    Object.assign(state.current, { open: null, hovered: null, focused: null, turnTo: null, tour: null });
    apply();
  }, [apply]);

  const showTourStop = useCallback<ShowTourStop>(
    (stop, keepCard) => {
      const current = state.current;
      if (stop) Object.assign(current, { tour: stop, open: stop.marker.id });
      else Object.assign(current, { tour: null, open: keepCard ? current.open : (current.hovered ?? current.focused) });
      apply();
    },
    [apply],
  );

  // A tap or click anywhere else closes the card.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent): void => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(`[data-marker="${open}"]`)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(
    () => () => {
      window.clearTimeout(closeTimer.current);
      globeRuntime().holdMotion(null);
    },
    [],
  );

  const handlersFor = (marker: GlobeMarker): MarkerCardHandlers => {
    const id = marker.id;
    return {
      item: {
        onPointerEnter: (event) => {
          // During a tour the pointer may rest anywhere: the tour's stop keeps the card.
          if (event.pointerType === 'touch' || listLayout() || state.current.tour) return;
          window.clearTimeout(closeTimer.current);
          Object.assign(state.current, { hovered: id, open: id });
          apply();
        },
        onPointerLeave: (event) => {
          if (event.pointerType === 'touch' || state.current.hovered !== id) return;
          state.current.hovered = null;
          window.clearTimeout(closeTimer.current);
          closeTimer.current = window.setTimeout(() => {
            if (state.current.hovered === null && state.current.focused !== id && state.current.open === id)
              state.current.open = null;
            apply();
          }, leaveGraceMs);
        },
        onFocus: (event) => {
          if (listLayout() || state.current.focused === id) return;
          // Only the marker itself decides: a marker behind the globe turns it, one in view holds still.
          const behind = event.target instanceof HTMLElement && event.target.dataset.facing === 'back';
          Object.assign(state.current, {
            focused: id,
            open: id,
            turnTo: behind ? rotationFacing(marker.lat, marker.lon) : null,
          });
          apply();
        },
        onBlur: (event) => {
          if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
          if (state.current.focused !== id) return;
          Object.assign(state.current, { focused: null, turnTo: null });
          if (state.current.hovered !== id && state.current.open === id) state.current.open = null;
          apply();
        },
        onKeyDown: (event) => {
          if (event.key !== 'Escape' || state.current.open !== id) return;
          event.stopPropagation();
          state.current.open = null;
          // Focus in the card goes back to its marker, so the place in the tab order is kept.
          event.currentTarget.querySelector<HTMLElement>('.globe-marker')?.focus();
          apply();
        },
      },
      link: {
        onPointerDown: (event) => {
          tap.current = event.pointerType === 'touch' ? { id, wasOpen: state.current.open === id } : null;
        },
        onClick: (event) => {
          const touched = tap.current;
          tap.current = null;
          if (!touched || touched.id !== id || touched.wasOpen || listLayout()) return;
          event.preventDefault();
          state.current.open = id;
          apply();
        },
      },
    };
  };

  return { open, tourPlace, handlersFor, showTourStop };
}
