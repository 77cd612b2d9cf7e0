/**
 * A news article or job opening at its place on the home globe: a pulsing dot labelled with what it is and
 * where ("News · Cottbus"), a link to the entry whose accessible name is its headline; while open, a card with
 * the headline or the job's title, its date and a link to read or apply. Its words are the entry's own (the
 * staff's file in the visitor's language) and the site's dictionaries; nothing comes from the address.
 */
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import type { GlobeMarker, MarkerId } from './markers';
import type { MarkerCardHandlers } from './useMarkerCard';

interface EntryMarkerItemProps {
  marker: GlobeMarker;
  open: boolean;
  handlers: MarkerCardHandlers;
  register: (id: MarkerId, element: HTMLElement | null) => void;
  registerCard: (id: MarkerId, element: HTMLElement | null) => void;
}

export function EntryMarkerItem({ marker, open, handlers, register, registerCard }: EntryMarkerItemProps) {
  const { t } = useI18n();
  const { entry } = marker;
  if (!entry) return null;
  const kind = t(entry.collection === 'news' ? 'places.entries.news' : 'places.entries.job');
  const where = entry.site ? t(`places.entries.at.${entry.site}`) : (entry.label ?? '');
  const label = t('places.entries.label', { kind, place: where });
  const short = t('places.entries.label', {
    kind: t(entry.collection === 'news' ? 'places.entries.short.news' : 'places.entries.short.job'),
    place: where,
  });
  return (
    <li data-marker={marker.id} data-entry={entry.collection} {...handlers.item}>
      <AppLink
        route={marker.route}
        ref={(element: HTMLAnchorElement | null) => register(marker.id, element)}
        className="globe-marker globe-marker--entry"
        aria-label={t('places.entries.name', { kind, place: where, title: entry.title })}
        data-facing="back"
        data-side={marker.labelSide}
        {...handlers.link}
      >
        <span className="globe-marker__dot" aria-hidden="true">
          {/* Drawn while the marker stands away from its point (markerLayer.ts drawLeader). */}
          <span className="globe-marker__leader" />
        </span>
        <span className="globe-marker__label">{short}</span>
      </AppLink>
      {open && (
        <div ref={(element: HTMLDivElement | null) => registerCard(marker.id, element)} className="globe-card">
          <p className="globe-card__place">{label}</p>
          <p className="globe-card__title">{entry.title}</p>
          <p className="globe-card__date">
            <time dateTime={entry.date}>{entry.dateText}</time>
          </p>
          <AppLink route={marker.route} className="globe-card__link">
            {t(entry.collection === 'news' ? 'places.entries.read' : 'places.entries.apply')}
          </AppLink>
        </div>
      )}
    </li>
  );
}
