/**
 * The home globe's country markers: real links, positioned over the globe by the runtime every frame.
 * A marker behind the globe is hidden but stays in the tab order: focusing (or hovering) it turns the
 * globe until it faces the visitor. The layer is also the drag surface for turning the globe by hand.
 */
import { useEffect, useRef, type PointerEvent } from 'react';
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import { rotationFacing } from './geo';
import { globeMarkers, type GlobeMarker, type MarkerId } from './markers';
import { globeRuntime } from './runtime';
import { useGlobeState } from './useGlobeState';

function MarkerLink({ marker, register }: { marker: GlobeMarker; register: (id: MarkerId, element: HTMLElement | null) => void }) {
  const { t } = useI18n();
  const hold = (): void => globeRuntime().holdFacing(rotationFacing(marker.lat, marker.lon));
  const release = (): void => globeRuntime().holdFacing(null);
  const name = t(`globe.markers.${marker.id}`);
  const purpose = t(marker.id === 'potsdam' ? 'globe.markerPurpose.potsdam' : 'globe.markerPurpose.abroad');
  return (
    <li>
      <AppLink
        to={marker.path}
        ref={(element: HTMLAnchorElement | null) => register(marker.id, element)}
        className={`globe-marker globe-marker--${marker.labelSide}`}
        aria-label={`${name}${purpose}`}
        data-facing="back"
        onFocus={hold}
        onBlur={release}
        onPointerEnter={hold}
        onPointerLeave={release}
      >
        <span className="globe-marker__dot" aria-hidden="true" />
        <span className="globe-marker__label">{name}</span>
      </AppLink>
    </li>
  );
}

export function GlobeMarkers() {
  const { t } = useI18n();
  const state = useGlobeState();
  const layerRef = useRef<HTMLElement>(null);
  const links = useRef(new Map<MarkerId, HTMLElement>());
  const drag = useRef<{ x: number; y: number; time: number } | null>(null);

  useEffect(() => {
    const container = layerRef.current;
    if (!state || !container) return;
    const runtime = globeRuntime();
    runtime.setMarkers({ container, links: links.current });
    return () => runtime.setMarkers(null);
  }, [state]);

  if (!state) return null;

  const register = (id: MarkerId, element: HTMLElement | null): void => {
    if (element) links.current.set(id, element);
    else links.current.delete(id);
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
  const onPointerUp = (): void => {
    if (!drag.current) return;
    drag.current = null;
    globeRuntime().endDrag();
  };

  return (
    <nav
      ref={layerRef}
      className="globe-markers"
      aria-label={t('globe.markersLabel')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <ul>
        {globeMarkers.map((marker) => (
          <MarkerLink key={marker.id} marker={marker} register={register} />
        ))}
      </ul>
    </nav>
  );
}
