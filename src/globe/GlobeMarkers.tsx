/**
 * The home globe's places: real links, positioned over the globe by the runtime every frame. Hovering
 * or focusing one holds the globe still and opens a small card (useMarkerCard.ts); a marker behind the
 * globe stays in the tab order and focusing it turns the globe until it faces the visitor. The layer is
 * also the drag surface for turning the globe by hand; after it comes the globe itself for the keyboard
 * (KeyboardGlobe.tsx). On narrow portrait screens the same nav is a row
 * of links in the hero's flow instead (markers.css), and nothing is positioned.
 */
import { useEffect, useMemo, useRef, type CSSProperties, type PointerEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { GlobeTourControl } from './GlobeTourControl';
import { KeyboardGlobe } from './KeyboardGlobe';
import { EntryMarkerItem } from './EntryMarkerItem';
import { entryMarkers } from './entryMarkers';
import { MarkerItem } from './MarkerItem';
import { markerInputs, positionMarkers, type MarkerLayer } from './markerLayer';
import { flickStaleMs, globeMarkers, markerListQuery, type MarkerId } from './markers';
import { globeRuntime } from './runtime';
import { useGlobeState } from './useGlobeState';
import { useGlobeTour } from './useGlobeTour';
import { useMarkerCard } from './useMarkerCard';
import './markers.css';

function listLayout(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(markerListQuery).matches;
}

export function GlobeMarkers() {
  const { t, locale } = useI18n();
  const state = useGlobeState();
  const layerRef = useRef<HTMLElement>(null);
  const links = useRef(new Map<MarkerId, HTMLElement>());
  const layer = useRef<MarkerLayer | null>(null);
  const drag = useRef<{ x: number; y: number; time: number } | null>(null);
  const { open, tourPlace, handlersFor, showTourStop } = useMarkerCard(listLayout);
  const tour = useGlobeTour(showTourStop);
  // The newest news and openings that name a place, in the visitor's language; none while none is published.
  const entries = useMemo(() => entryMarkers(locale), [locale]);

  useEffect(() => {
    const container = layerRef.current;
    if (!state || !container) return;
    const runtime = globeRuntime();
    const current: MarkerLayer = {
      container,
      links: links.current,
      card: null,
      listLayout,
      sizes: null,
      inputs: markerInputs(entries),
    };
    layer.current = current;
    const unwatch = runtime.watchFrames((stage, main) => positionMarkers(current, stage, main, main));
    // Label sizes change with the layout, the fonts and the window: measure again on the next frame.
    const remeasure = (): void => {
      current.sizes = null;
      if (current.card) current.card.size = null;
      runtime.wake();
    };
    const list = window.matchMedia(markerListQuery);
    list.addEventListener('change', remeasure);
    window.addEventListener('resize', remeasure);
    void document.fonts.ready.then(remeasure);
    return () => {
      list.removeEventListener('change', remeasure);
      window.removeEventListener('resize', remeasure);
      unwatch();
      layer.current = null;
    };
  }, [state, entries]);

  // Another language, other label widths.
  useEffect(() => {
    if (!layer.current) return;
    layer.current.sizes = null;
    globeRuntime().wake();
  }, [locale]);

  if (!state) return null;

  const register = (id: MarkerId, element: HTMLElement | null): void => {
    if (element) links.current.set(id, element);
    else links.current.delete(id);
  };

  const registerCard = (id: MarkerId, element: HTMLElement | null): void => {
    const current = layer.current;
    if (!current) return;
    if (element) current.card = { id, element, size: null };
    else if (current.card?.id === id) current.card = null;
    // The globe may be standing still: draw one frame so the card is placed beside its marker.
    globeRuntime().wake();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    if (event.target !== event.currentTarget || !event.isPrimary) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>): void => {
    const last = drag.current;
    if (!last) return;
    globeRuntime().drag(event.clientX - last.x, event.clientY - last.y, event.timeStamp - last.time);
    drag.current = { x: event.clientX, y: event.clientY, time: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>): void => {
    const last = drag.current;
    if (!last) return;
    drag.current = null;
    // Held still before letting go: no flick (the last move's speed is stale).
    if (event.timeStamp - last.time > flickStaleMs) globeRuntime().drag(0, 0, event.timeStamp - last.time);
    globeRuntime().endDrag();
  };

  return (
    <>
      <nav
        ref={layerRef}
        className="globe-markers"
        aria-label={t('places.markersLabel')}
        // On phones the places are rows of two chips: placed entries add rows (markers.css).
        style={
          entries.length
            ? ({ '--rows': Math.ceil((globeMarkers.length + entries.length) / 2) } as CSSProperties)
            : undefined
        }
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <ul className="chip-rows">
          {globeMarkers.map((marker) => (
            <MarkerItem
              key={marker.id}
              marker={marker}
              open={open === marker.id}
              tourPlace={open === marker.id ? tourPlace : null}
              handlers={handlersFor(marker)}
              register={register}
              registerCard={registerCard}
            />
          ))}
          {entries.map((marker) => (
            <EntryMarkerItem
              key={marker.id}
              marker={marker}
              open={open === marker.id}
              handlers={handlersFor(marker)}
              register={register}
              registerCard={registerCard}
            />
          ))}
        </ul>
      </nav>
      {/* After the places in the tab order: the globe they sit on, turned by the arrow keys. */}
      <KeyboardGlobe />
      <GlobeTourControl stop={tour.stop} onToggle={tour.toggle} />
    </>
  );
}
