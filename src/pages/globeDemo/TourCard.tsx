/**
 * A guided tour's stop over the presented variant: which stop of how many, and what is there: a place with
 * its service and a link there (none in a kiosk, which follows no link), or a placed news article or job
 * opening by its headline or title, with what it is, where and its day. A polite live region: each stop is
 * announced.
 */
import { AppLink } from '../../components/AppLink';
import type { PlacedEntry } from '../../content/collections/placedEntries';
import type { TourStop } from '../../globe/stage';
import { useI18n } from '../../i18n/I18nProvider';
import type { DemoTourStop } from './demoTourStop';

export function TourCard({ stop, linked }: { stop: DemoTourStop | null; linked: boolean }) {
  const { t } = useI18n();
  return (
    <div className={`globe-tile__tour${stop ? ' surface' : ''}`} aria-live="polite" data-testid="demo-tour-card">
      {stop && (
        <>
          <p className="globe-tile__tour-caption">
            {t('places.tour.caption', {
              number: stop.index + 1,
              count: stop.count,
              place: stop.kind === 'place' ? t(`places.cards.${stop.place.place}.place`) : stop.entry.title,
            })}
          </p>
          {stop.kind === 'place' ? (
            <PlaceDetails stop={stop.place} linked={linked} />
          ) : (
            <EntryDetails entry={stop.entry} />
          )}
        </>
      )}
    </div>
  );
}

function PlaceDetails({ stop, linked }: { stop: TourStop; linked: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <p>{t(`places.cards.${stop.place}.service`)}</p>
      {linked && (
        <AppLink route={stop.marker.route} className="globe-card__link">
          {t(`places.cards.${stop.place}.link`)}
        </AppLink>
      )}
    </>
  );
}

/** In the words of home's globe card (globe/EntryMarkerItem.tsx): "News · Cottbus" and the day. */
function EntryDetails({ entry }: { entry: PlacedEntry }) {
  const { t } = useI18n();
  const kind = t(entry.collection === 'news' ? 'places.entries.news' : 'places.entries.job');
  const where = entry.site ? t(`places.entries.at.${entry.site}`) : (entry.label ?? '');
  return (
    <>
      <p>{t('places.entries.label', { kind, place: where })}</p>
      <p>
        <time dateTime={entry.date}>{entry.dateText}</time>
      </p>
    </>
  );
}
